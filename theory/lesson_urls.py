from django.urls import path

from theory import lesson_views

app_name = "lessons"
urlpatterns = [
    path("", lesson_views.lesson_index, name="index"),
]
