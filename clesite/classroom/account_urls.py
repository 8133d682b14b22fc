"""/comptes/: teachers' accounts (Django auth, with the email as login) in French URLs.

Names are Django's own (`login`, `password_reset_confirm`…): its views and emails reverse them.
"""

from django.contrib.auth import views as auth_views
from django.urls import path

from clesite.classroom.forms import TeacherLoginForm
from clesite.classroom.views import accounts

urlpatterns = [
    path("inscription/", accounts.signup, name="signup"),
    path("activation/<uidb64>/<token>/", accounts.activate, name="activate"),
    path(
        "connexion/",
        auth_views.LoginView.as_view(
            authentication_form=TeacherLoginForm, redirect_authenticated_user=True
        ),
        name="login",
    ),
    path("deconnexion/", auth_views.LogoutView.as_view(), name="logout"),
    path("mot-de-passe/", accounts.PasswordReset.as_view(), name="password_reset"),
    path(
        "mot-de-passe/envoye/",
        auth_views.PasswordResetDoneView.as_view(),
        name="password_reset_done",
    ),
    path(
        "mot-de-passe/<uidb64>/<token>/",
        auth_views.PasswordResetConfirmView.as_view(),
        name="password_reset_confirm",
    ),
    path(
        "mot-de-passe/change/",
        auth_views.PasswordResetCompleteView.as_view(),
        name="password_reset_complete",
    ),
]
