"""/lecons/ (docs/architecture.md, "URLs"): the path, a lesson, today's review, teachers' exercises."""

from django.urls import path

from theory import lesson_views as v

app_name = "lessons"
urlpatterns = [
    path("", v.lesson_index, name="index"),
    path("revision/", v.review, name="review"),
    path("revision/repondre/", v.review_answer, name="review-answer"),
    path("revision/suivant/", v.review_next, name="review-next"),
    path("revision/recommencer/", v.review_restart, name="review-restart"),
    path("exercice/", v.exercise_new, name="exercise-new"),
    path("exercice/<str:code>/", v.exercise, name="exercise"),
    path("exercice/<str:code>/lien/", v.exercise_ready, name="exercise-ready"),
    path("exercice/<str:code>/repondre/", v.exercise_answer, name="exercise-answer"),
    path("exercice/<str:code>/suivant/", v.exercise_next, name="exercise-next"),
    path("exercice/<str:code>/recommencer/", v.exercise_restart, name="exercise-restart"),
    path("<slug:slug>/", v.lesson, name="lesson"),
    path("<slug:slug>/repondre/", v.lesson_answer, name="lesson-answer"),
    path("<slug:slug>/suivant/", v.lesson_next, name="lesson-next"),
    path("<slug:slug>/recommencer/", v.lesson_restart, name="lesson-restart"),
]
