"""The 37 sound cards of Bataille des sons (BS-1, BS-ours-1…3): ours, since the sheet gives none.

Each card is a real sound source with four values from 1 to 10, on the sheet's scales:
volume (faible → fort), hauteur (grave → aigu), durée (court → long), timbre (lisse → rugueux).
The values are what a child would guess on hearing the real thing, ties included; twelve cards
(about a third) carry one super power (BS-2). The synthesised sound of a card (sound.py) follows
the four values, so the ear and the numbers agree.

A card id is a plain ASCII word ("tonnerre"); names and lines come in French, Romanian, English.
"""

from __future__ import annotations

from dataclasses import dataclass

# The four parameters of sound, in the sheet's order; the keys used everywhere (events too).
PARAMS = ("volume", "pitch", "duration", "timbre")
# The four super powers (BS-2), in the aide-mémoire's order.
CRESCENDO, MIROIR, TRANSPOSITION, ECHO = "crescendo", "miroir", "transposition", "echo"
POWERS = (CRESCENDO, MIROIR, TRANSPOSITION, ECHO)
LOW, HIGH = 1, 10


@dataclass(frozen=True, slots=True)
class SoundCard:
    id: str
    name: dict[str, str]  # {"fr": "Le tonnerre", "ro": …, "en": …}
    volume: int
    pitch: int
    duration: int
    timbre: int
    power: str | None
    line: dict[str, str]  # a short line a child enjoys, per language

    def value(self, param: str) -> int:
        return getattr(self, param)

    @property
    def values(self) -> dict[str, int]:
        return {p: getattr(self, p) for p in PARAMS}


def _card(cid, fr, ro, en, values, power, line_fr, line_ro, line_en) -> SoundCard:
    volume, pitch, duration, timbre = values
    return SoundCard(
        cid,
        {"fr": fr, "ro": ro, "en": en},
        volume,
        pitch,
        duration,
        timbre,
        power,
        {"fr": line_fr, "ro": line_ro, "en": line_en},
    )


# fmt: off
CARDS: tuple[SoundCard, ...] = (
    # id, names fr/ro/en, (volume, hauteur, durée, timbre), power, lines fr/ro/en
    _card("tonnerre", "Le tonnerre", "Tunetul", "Thunder", (10, 1, 8, 9), None,
          "Il gronde si fort que les vitres tremblent.",
          "Bubuie atât de tare că tremură geamurile.",
          "It rumbles so loud the windows shake."),
    _card("flute", "La flûte", "Flautul", "The flute", (4, 8, 6, 1), MIROIR,
          "Un souffle doux comme un fil de soie.",
          "O suflare blândă ca un fir de mătase.",
          "A gentle breath, smooth as silk."),
    _card("triangle", "Le triangle", "Triunghiul", "The triangle", (3, 10, 7, 2), None,
          "Ting ! Un petit son clair qui flotte longtemps.",
          "Ting! Un sunet mic și limpede care plutește mult.",
          "Ting! A small bright sound that floats on and on."),
    _card("grosse-caisse", "La grosse caisse", "Toba mare", "The bass drum", (9, 2, 2, 6), None,
          "Boum ! On la sent dans le ventre.",
          "Bum! O simți în burtă.",
          "Boom! You feel it in your tummy."),
    _card("violon", "Le violon", "Vioara", "The violin", (5, 8, 7, 3), TRANSPOSITION,
          "Il chante haut et tient ses notes.",
          "Cântă sus și își ține notele.",
          "It sings high and holds its notes."),
    _card("violoncelle", "Le violoncelle", "Violoncelul", "The cello", (5, 3, 8, 3), None,
          "Une voix grave et chaude qui prend son temps.",
          "O voce gravă și caldă care nu se grăbește.",
          "A deep warm voice that takes its time."),
    _card("contrebasse", "La contrebasse", "Contrabasul", "The double bass", (5, 1, 7, 5), None,
          "Plus grande que toi, et si grave !",
          "Mai mare decât tine, și atât de grav!",
          "Taller than you, and so low!"),
    _card("trompette", "La trompette", "Trompeta", "The trumpet", (8, 7, 5, 5), CRESCENDO,
          "Taratata ! Elle annonce le roi.",
          "Taratata! Îl anunță pe rege.",
          "Ta-ra-ta! It announces the king."),
    _card("tuba", "Le tuba", "Tuba", "The tuba", (7, 2, 6, 5), None,
          "Le gros cuivre qui fait pouêt tout en bas.",
          "Alama cea mare care face „pu-pu” jos de tot.",
          "The big brass that goes oompah way down low."),
    _card("piano", "Le piano", "Pianul", "The piano", (6, 5, 6, 2), TRANSPOSITION,
          "Quatre-vingt-huit touches, et toutes les notes.",
          "Optzeci și opt de clape și toate notele.",
          "Eighty-eight keys and every note."),
    _card("harpe", "La harpe", "Harpa", "The harp", (3, 6, 5, 1), MIROIR,
          "Des cordes pincées qui ruissellent.",
          "Corzi ciupite care curg ca un izvor.",
          "Plucked strings that ripple like a brook."),
    _card("cymbale", "La cymbale", "Talgerul", "The cymbal", (9, 9, 6, 10), None,
          "Crash ! Ça brille et ça grésille.",
          "Crash! Strălucește și sfârâie.",
          "Crash! It shines and sizzles."),
    _card("tambourin", "Le tambour de basque", "Tamburina", "The tambourine", (6, 7, 2, 8), CRESCENDO,
          "Ses grelots cliquettent à chaque coup.",
          "Zurgălăii ei zornăie la fiecare lovitură.",
          "Its jingles rattle at every tap."),
    _card("orgue", "L’orgue", "Orga", "The organ", (8, 3, 10, 4), None,
          "Il remplit toute l’église et ne s’arrête pas.",
          "Umple toată biserica și nu se oprește.",
          "It fills the whole church and never stops."),
    _card("guitare", "La guitare", "Chitara", "The guitar", (4, 5, 4, 3), None,
          "Six cordes pour chanter autour du feu.",
          "Șase corzi pentru cântat în jurul focului.",
          "Six strings for singing round the fire."),
    _card("clochette", "La clochette", "Clopoțelul", "The little bell", (2, 10, 5, 2), None,
          "Drelin, drelin : toute petite et toute aiguë.",
          "Cling, cling: mititel și foarte subțirel.",
          "Ding-a-ling: tiny and very high."),
    _card("cloche", "La cloche de l’église", "Clopotul bisericii", "The church bell",
          (9, 3, 9, 4), ECHO,
          "Dong… on l’entend dans tout le village.",
          "Dang… se aude în tot satul.",
          "Dong… the whole village hears it."),
    _card("sifflet", "Le sifflet", "Fluierul", "The whistle", (8, 10, 3, 2), None,
          "Priiit ! Le match s’arrête.",
          "Fiuuu! Meciul se oprește.",
          "Phweet! The match stops."),
    _card("soprano", "La chanteuse soprano", "Soprana", "The soprano", (6, 9, 6, 2), None,
          "Une voix qui monte jusqu’au plafond.",
          "O voce care urcă până în tavan.",
          "A voice that climbs to the ceiling."),
    _card("basse", "Le chanteur basse", "Basul", "The bass singer", (6, 2, 6, 3), None,
          "Une voix qui descend jusqu’à la cave.",
          "O voce care coboară până în pivniță.",
          "A voice that goes down to the cellar."),
    _card("chat", "Le chat", "Pisica", "The cat", (4, 7, 3, 4), None,
          "Miaou ? Il demande ses croquettes.",
          "Miau? Își cere mâncarea.",
          "Meow? It wants its dinner."),
    _card("chien", "Le chien", "Câinele", "The dog", (7, 5, 1, 7), None,
          "Ouaf ! Un aboiement court et sec.",
          "Ham! Un lătrat scurt și sec.",
          "Woof! A short sharp bark."),
    _card("lion", "Le lion", "Leul", "The lion", (9, 2, 4, 9), None,
          "Son rugissement fait trembler la savane.",
          "Răgetul lui face savana să tremure.",
          "Its roar makes the savannah shake."),
    _card("vache", "La vache", "Vaca", "The cow", (6, 2, 6, 6), ECHO,
          "Meuh… grave, long et un peu râpeux.",
          "Muu… grav, lung și cam aspru.",
          "Moo… low, long and a bit rough."),
    _card("merle", "Le merle", "Mierla", "The blackbird", (3, 9, 4, 1), TRANSPOSITION,
          "Il siffle sa chanson au lever du jour.",
          "Își fluieră cântecul în zori.",
          "It whistles its song at daybreak."),
    _card("abeille", "L’abeille", "Albina", "The bee", (2, 6, 7, 7), None,
          "Bzzz… elle bourdonne de fleur en fleur.",
          "Bzzz… bâzâie din floare în floare.",
          "Bzzz… it buzzes from flower to flower."),
    _card("grenouille", "La grenouille", "Broasca", "The frog", (4, 4, 2, 8), None,
          "Croâ ! Un petit cri râpeux au bord de la mare.",
          "Oac! Un strigăt aspru la marginea bălții.",
          "Ribbit! A rough little croak by the pond."),
    _card("moustique", "Le moustique", "Țânțarul", "The mosquito", (1, 9, 8, 5), CRESCENDO,
          "Tout petit, tout aigu, et il ne s’arrête jamais.",
          "Mititel, subțirel și nu se oprește niciodată.",
          "Tiny, high, and it never ever stops."),
    _card("horloge", "L’horloge", "Ceasul", "The clock", (2, 6, 1, 3), None,
          "Tic, tac : le plus court des sons.",
          "Tic, tac: cel mai scurt dintre sunete.",
          "Tick, tock: the shortest of sounds."),
    _card("aspirateur", "L’aspirateur", "Aspiratorul", "The vacuum cleaner", (7, 4, 10, 10),
          None,
          "Vrrrrr… il gronde tant que la chambre n’est pas propre.",
          "Vrrrrr… vuiește până e curată camera.",
          "Vrrrrr… it roars until the room is clean."),
    _card("sirene", "La sirène des pompiers", "Sirena pompierilor", "The fire siren",
          (10, 7, 9, 5), None,
          "Pin-pon ! Tout le monde s’écarte.",
          "Ni-nu! Toată lumea se dă la o parte.",
          "Nee-naw! Everybody makes way."),
    _card("klaxon", "Le klaxon", "Claxonul", "The car horn", (8, 6, 2, 7), None,
          "Tût ! Attention, voiture !",
          "Tiit! Atenție, mașină!",
          "Honk! Watch out, car!"),
    _card("marteau", "Le marteau", "Ciocanul", "The hammer", (8, 4, 1, 9), None,
          "Toc ! Un coup sec sur le clou.",
          "Poc! O lovitură seacă în cui.",
          "Bang! One sharp knock on the nail."),
    _card("goutte", "La goutte d’eau", "Picătura de apă", "The water drop", (1, 7, 1, 1), MIROIR,
          "Plic. Le plus petit son de la maison.",
          "Pic. Cel mai mic sunet din casă.",
          "Plink. The smallest sound in the house."),
    _card("vent", "Le vent", "Vântul", "The wind", (5, 3, 10, 6), ECHO,
          "Il souffle, il souffle, et ne se lasse jamais.",
          "Suflă, suflă și nu obosește niciodată.",
          "It blows and blows and never tires."),
    _card("caisse-claire", "La caisse claire", "Toba mică", "The snare drum", (8, 5, 1, 10),
          None,
          "Tchak ! Un coup court plein de grésillements.",
          "Ța! O lovitură scurtă, plină de sfârâit.",
          "Crack! A short hit full of rattle."),
    _card("xylophone", "Le xylophone", "Xilofonul", "The xylophone", (5, 8, 2, 2), None,
          "Des lames de bois qui sonnent comme des gouttes.",
          "Lame de lemn care sună ca niște picături.",
          "Wooden bars that sound like raindrops."),
)
# fmt: on

CARD: dict[str, SoundCard] = {c.id: c for c in CARDS}
