"""/rejoindre/: pupils log in with their class code, their name, then their code."""

from django.urls import path

from clesite.classroom.views import join

app_name = "join"
urlpatterns = [
    path("", join.join, name="join"),
    path("sortir/", join.leave, name="leave"),
    path("<str:code>/", join.names, name="names"),
    path("<str:code>/<int:pk>/", join.code, name="code"),
]
