"""/classe/: the teacher's area (and a pupil's own page, /classe/moi/)."""

from django.urls import path

from clesite.classroom.views import dashboard, join, pupils, teacher

app_name = "classroom"
urlpatterns = [
    path("", teacher.index, name="index"),
    path("aide/", teacher.help_page, name="help"),
    path("guide/", teacher.guide, name="guide"),
    path("moi/", join.me, name="me"),
    path("<str:code>/", dashboard.dashboard, name="dashboard"),
    path("<str:code>/en-direct/", dashboard.live, name="live"),
    # The dashboard's parts, each fetched when opened (issue 24).
    path("<str:code>/cases/", dashboard.cells, name="part-cells"),
    path("<str:code>/erreurs/", dashboard.mistakes, name="part-mistakes"),
    path("<str:code>/activites/", dashboard.activities, name="part-activities"),
    path("<str:code>/eleves/", dashboard.pupils, name="part-pupils"),
    path("<str:code>/lecons-reussies/", dashboard.lessons, name="part-lessons"),
    path("<str:code>/devoirs-passes/", dashboard.past_homework, name="part-past-homework"),
    path("<str:code>/jeux/<slug:slug>/", dashboard.game, name="part-game"),
    path("<str:code>/reglages/", teacher.settings_page, name="settings"),
    path("<str:code>/archiver/", teacher.archive, name="archive"),
    path("<str:code>/supprimer/", teacher.delete_class, name="delete-class"),
    path("<str:code>/lecons/", teacher.lessons, name="lessons"),
    path("<str:code>/eleves/ajouter/", teacher.add_pupils, name="add-pupils"),
    path("<str:code>/cartes/", teacher.login_cards, name="cards"),
    path("<str:code>/grille.csv", teacher.grid_csv, name="grid-csv"),
    path("<str:code>/devoirs/", teacher.add_assignment, name="add-assignment"),
    path(
        "<str:code>/devoirs/<int:pk>/supprimer/",
        teacher.delete_assignment,
        name="delete-assignment",
    ),
    path("<str:code>/eleves/<int:pk>/", pupils.pupil_page, name="pupil"),
    path("<str:code>/eleves/<int:pk>/historique.csv", pupils.history_csv, name="history-csv"),
    path("<str:code>/eleves/<int:pk>/donnees.json", pupils.data_json, name="data-json"),
    path("<str:code>/eleves/<int:pk>/nouveau-code/", pupils.new_code, name="new-code"),
    path("<str:code>/eleves/<int:pk>/supprimer/", pupils.delete, name="delete-pupil"),
]
