"""The site's URLs: French and stable, as docs/architecture.md lists them."""

from django.conf import settings
from django.contrib import admin
from django.urls import include, path

from clesite import views
from clesite.classroom.forms import AdminLoginForm
from games.tables.urls import game_urlpatterns, table_urlpatterns

admin.site.login_form = AdminLoginForm  # counted like the teachers' login (issue 25, point 6)

urlpatterns = [
    path("", views.home, name="home"),
    path("sante/", views.health, name="health"),
    path("jeux/", include(game_urlpatterns)),
    path("tables/", include(table_urlpatterns)),
    path("apprendre/", include("theory.urls")),
    path("lecons/", include("theory.lesson_urls")),
    path("classe/", include("clesite.classroom.urls")),
    path("rejoindre/", include("clesite.classroom.join_urls")),
    path("comptes/", include("clesite.classroom.account_urls")),
    path("i18n/setlang/", views.set_language, name="set_language"),
    path("admin/", admin.site.urls),
]

handler400 = "clesite.views.bad_request"
handler403 = "clesite.views.permission_denied"
handler404 = "clesite.views.page_not_found"
handler500 = "clesite.views.server_error"

if settings.DEBUG:
    urlpatterns += [
        path("erreur/<int:status>/", views.error_preview, name="error-preview"),
    ]
