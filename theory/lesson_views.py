from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


def lesson_index(request: HttpRequest) -> HttpResponse:
    return render(request, "theory/lessons/index.html", {})
