"""/apprendre/ and /apprendre/<memo>/ (docs/architecture.md, "URLs"): the memo pages."""

from django.urls import path

from theory import views

app_name = "theory"
urlpatterns = [
    path("", views.memo_index, name="memo-index"),
    path("<slug:memo>/", views.memo, name="memo"),
]
