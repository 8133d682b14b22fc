"""What each music word of La Clé means, in a sentence a child reads beside the word laid: a memo
page teaches a whole family (the durations), but not every word (a reviewer found no word on
SOUPIR, SIXTE or MAJEUR in the memo a laid word linked to). Keys are `music_words`' entries."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

_NOTE_NAME = _("l’une des sept notes de la gamme : Do, Ré, Mi, Fa, Sol, La, Si.")

MEANINGS = {
    "DO": _NOTE_NAME,
    "RE": _NOTE_NAME,
    "MI": _NOTE_NAME,
    "FA": _NOTE_NAME,
    "SOL": _NOTE_NAME,
    "LA": _NOTE_NAME,
    "SI": _NOTE_NAME,
    "UT": _("l’ancien nom de la note Do."),
    "CLE": _(
        "le signe au début de la portée qui donne leur nom aux notes : en clé de sol, la note "
        "de la deuxième ligne est Sol."
    ),
    "NOTE": _("un son écrit sur la portée : sa place dit sa hauteur, sa forme dit sa durée."),
    "PORTEE": _("les cinq lignes sur lesquelles on écrit les notes."),
    "DUREE": _("le temps que dure un son, court ou long."),
    "RONDE": _("une note blanche sans hampe : elle dure 4 temps, comme deux blanches."),
    "BLANCHE": _("une note blanche avec une hampe : elle dure 2 temps, comme deux noires."),
    "NOIRE": _("une note noire avec une hampe : elle dure 1 temps."),
    "CROCHE": _(
        "une note noire avec une hampe et un crochet : elle dure un demi-temps, et deux croches "
        "font une noire."
    ),
    "SOUPIR": _("un silence qui dure autant qu’une noire : 1 temps."),
    "PAUSE": _("en musique, un silence qui dure autant qu’une ronde : 4 temps."),
    "SILENCE": _(
        "en musique, un moment où l’on ne joue pas ; chaque silence a sa durée (le soupir, "
        "la demi-pause, la pause)."
    ),
    "TEMPO": _("la vitesse de la musique, lente ou rapide."),
    "RYTHME": _("la suite des durées des sons, longues et courtes."),
    "TEMPS": _("ce qui sert à compter les durées : une noire dure 1 temps."),
    "MESURE": _("un groupe de temps, entre deux barres verticales sur la portée."),
    "INTERVALLE": _(
        "l’écart entre deux notes, compté en noms de notes : de Do à Mi (Do, Ré, Mi), c’est une "
        "tierce."
    ),
    "SECONDE": _("l’intervalle entre deux notes voisines, comme Do et Ré."),
    "TIERCE": _("l’intervalle de trois notes, comme de Do à Mi (Do, Ré, Mi)."),
    "QUARTE": _("l’intervalle de quatre notes, comme de Do à Fa."),
    "QUINTE": _("l’intervalle de cinq notes, comme de Do à Sol."),
    "SIXTE": _("l’intervalle de six notes, comme de Do à La."),
    "SEPTIEME": _("l’intervalle de sept notes, comme de Do à Si."),
    "OCTAVE": _(
        "l’intervalle de huit notes, d’une note à la suivante du même nom, comme de Do grave à Do "
        "aigu."
    ),
    "ACCORD": _("plusieurs notes jouées en même temps, comme Do, Mi et Sol."),
    "GAMME": _(
        "les notes rangées dans l’ordre, de marche en marche : Do, Ré, Mi, Fa, Sol, La, Si, Do."
    ),
    "DIESE": _("le signe ♯ : il fait monter la note d’un demi-ton."),
    "BEMOL": _("le signe ♭ : il fait descendre la note d’un demi-ton."),
    "BECARRE": _("le signe ♮ : il annule un dièse ou un bémol."),
    "MAJEUR": _(
        "se dit d’un accord ou d’une gamme dont la tierce est majeure (deux tons), comme Do et Mi : "
        "la gamme de Do majeur est Do, Ré, Mi, Fa, Sol, La, Si, Do."
    ),
    "MINEUR": _(
        "se dit d’un accord ou d’une gamme dont la tierce est mineure (un ton et demi), comme La et "
        "Do."
    ),
    "ALTERATION": _(
        "un signe qui change la hauteur d’une note : le dièse ♯, le bémol ♭, le bécarre ♮."
    ),
    "SON": _(
        "ce que l’oreille entend ; il a quatre qualités : la hauteur, la durée, le volume et le "
        "timbre."
    ),
    "TIMBRE": _(
        "la couleur d’un son : ce qui fait qu’une flûte et un violon ne sonnent pas pareil, même "
        "sur la même note."
    ),
    "VOLUME": _("la force d’un son, faible ou fort (on dit aussi l’intensité)."),
    "AIGU": _("se dit d’un son haut, comme un sifflet ou le chant d’un oiseau."),
    "GRAVE": _("se dit d’un son bas, comme la contrebasse ou le tonnerre."),
    "HAUTEUR": _("ce qui rend un son grave ou aigu."),
}
