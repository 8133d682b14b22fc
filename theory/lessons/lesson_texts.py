"""The lessons' titles, summaries and explanations, in French, Romanian and English.

Short sentences for children of 8 to 14, the memo pages' vocabulary (Do grave, La aigu, tierce
counted with its first note…). French typography: NO-BREAK SPACE before : ; ? ! and in « ».
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, dict[str, str]]] = {
    "lire-les-notes": {
        "title": {
            "fr": "Les notes sur la portée",
            "ro": "Notele pe portativ",
            "en": "Notes on the staff",
        },
        "summary": {
            "fr": "Les lignes et les interlignes : {E}, {G}, {B}, {D}, {F} et {F}, {A}, {C}, {E}.",
            "ro": "Liniile și spațiile: {E}, {G}, {B}, {D}, {F} și {F}, {A}, {C}, {E}.",
            "en": "Lines and spaces: {E}, {G}, {B}, {D}, {F} and {F}, {A}, {C}, {E}.",
        },
        "lines": {
            "fr": "La portée a cinq lignes, qu’on compte à partir du bas. Les notes posées sur les lignes s’appellent, de bas en haut : {E}, {G}, {B}, {D}, {F}.",
            "ro": "Portativul are cinci linii, pe care le numărăm de jos în sus. Notele de pe linii se numesc, de jos în sus: {E}, {G}, {B}, {D}, {F}.",
            "en": "The staff has five lines, counted from the bottom. The notes sitting on the lines are, from bottom to top: {E}, {G}, {B}, {D}, {F}.",
        },
        "spaces": {
            "fr": "Entre les lignes, il y a quatre interlignes. Les notes qui s’y logent s’appellent, de bas en haut : {F}, {A}, {C}, {E}.",
            "ro": "Între linii sunt patru spații. Notele din spații se numesc, de jos în sus: {F}, {A}, {C}, {E}.",
            "en": "Between the lines there are four spaces. The notes in them are, from bottom to top: {F}, {A}, {C}, {E}.",
        },
        "tip": {
            "fr": "Astuce : une note sur une ligne est coupée en deux par la ligne. Une note dans un interligne touche deux lignes, sans être coupée.",
            "ro": "Truc: o notă pe linie este tăiată în două de linie. O notă dintr-un spațiu atinge două linii, fără să fie tăiată.",
            "en": "Tip: a note on a line is cut in two by the line. A note in a space touches two lines without being cut.",
        },
    },
    "notes-hors-portee": {
        "title": {
            "fr": "Au-dessus et au-dessous de la portée",
            "ro": "Deasupra și dedesubtul portativului",
            "en": "Above and below the staff",
        },
        "summary": {
            "fr": "{C4} et {A5} sur leurs petites lignes, {D4} et {G5} tout près.",
            "ro": "{C4} și {A5} pe liniuțele lor, {D4} și {G5} chiar lângă portativ.",
            "en": "{C4} and {A5} on their little lines, {D4} and {G5} just outside.",
        },
        "outside": {
            "fr": "Certaines notes sont trop graves ou trop aiguës pour les cinq lignes. {C4} s’écrit sur une petite ligne ajoutée au-dessous de la portée, {D4} juste sous la portée. {G5} se place juste au-dessus, et {A5} sur une petite ligne ajoutée au-dessus.",
            "ro": "Unele note sunt prea grave sau prea acute pentru cele cinci linii. {C4} se scrie pe o liniuță suplimentară sub portativ, {D4} chiar sub portativ. {G5} stă chiar deasupra, iar {A5} pe o liniuță suplimentară deasupra.",
            "en": "Some notes are too low or too high for the five lines. {C4} sits on a little extra line below the staff, {D4} just under the staff. {G5} sits just above it, and {A5} on a little extra line above.",
        },
        "range": {
            "fr": "Voici toutes les notes du jeu, du {C4} au {A5}. Écoute-les monter, note après note.",
            "ro": "Iată toate notele jocului, de la {C4} la {A5}. Ascultă-le cum urcă, notă cu notă.",
            "en": "Here are all the notes of the game, from {C4} to {A5}. Listen to them climbing, note by note.",
        },
    },
    "durees": {
        "title": {
            "fr": "Les durées et leurs équivalences",
            "ro": "Duratele și echivalențele lor",
            "en": "Note values and how they add up",
        },
        "summary": {
            "fr": "Blanche, noire, croche, double-croche : qui dure combien, et qui vaut quoi ?",
            "ro": "Doime, pătrime, optime, șaisprezecime: cât durează fiecare și cât valorează?",
            "en": "Half, quarter, eighth, sixteenth: how long each lasts, and what makes what.",
        },
        "values": {
            "fr": "La blanche dure 2 temps, la noire 1 temps, la croche un demi-temps et la double-croche un quart de temps. Plus une note a de crochets, plus elle est courte.",
            "ro": "Doimea durează 2 timpi, pătrimea 1 timp, optimea o jumătate de timp și șaisprezecimea un sfert de timp. Cu cât o notă are mai multe stegulețe, cu atât e mai scurtă.",
            "en": "A half note lasts 2 beats, a quarter note 1 beat, an eighth note half a beat and a sixteenth note a quarter of a beat. The more flags a note has, the shorter it is.",
        },
        "wall": {
            "fr": "Chaque durée se coupe en deux : une blanche = 2 noires, une noire = 2 croches, une croche = 2 doubles-croches. Donc une blanche = 4 croches = 8 doubles-croches.",
            "ro": "Fiecare durată se împarte în două: o doime = 2 pătrimi, o pătrime = 2 optimi, o optime = 2 șaisprezecimi. Deci o doime = 4 optimi = 8 șaisprezecimi.",
            "en": "Each value splits in two: a half note = 2 quarter notes, a quarter = 2 eighths, an eighth = 2 sixteenths. So a half note = 4 eighths = 8 sixteenths.",
        },
        "sum": {
            "fr": "On peut aussi mélanger : noire + croche + croche = blanche. Dans Clé de Sol, plusieurs Notes peuvent aller sur une carte Rythme si, ensemble, elles durent exactement autant.",
            "ro": "Putem și amesteca: pătrime + optime + optime = doime. În Clé de Sol, mai multe Note pot merge pe o carte Ritm dacă, împreună, durează exact cât ea.",
            "en": "You can mix them too: quarter + eighth + eighth = half. In Clé de Sol, several Notes may go on a Rhythm card if together they last exactly as long.",
        },
    },
    "meme-nom-conjointes": {
        "title": {
            "fr": "Même nom et notes conjointes",
            "ro": "Același nume și note alăturate",
            "en": "Same name and neighbouring notes",
        },
        "summary": {
            "fr": "{C4} et {C5} ont le même nom ; {E} a deux voisines, {D} et {F}.",
            "ro": "{C4} și {C5} au același nume; {E} are două vecine, {D} și {F}.",
            "en": "{C4} and {C5} share a name; {E} has two neighbours, {D} and {F}.",
        },
        "same": {
            "fr": "{C4} et {C5} ont le même nom : on dit qu’ils sont à l’octave. Écoute : ils se ressemblent, l’un est plus grave, l’autre plus aigu.",
            "ro": "{C4} și {C5} au același nume: spunem că sunt la octavă. Ascultă: seamănă, unul e mai grav, celălalt mai acut.",
            "en": "{C4} and {C5} have the same name: they are an octave apart. Listen: they sound alike, one lower, one higher.",
        },
        "conjoint": {
            "fr": "Deux notes sont conjointes quand elles se suivent, juste à côté l’une de l’autre : d’une ligne à l’interligne voisin. {E} a deux voisines, {D} juste au-dessous et {F} juste au-dessus.",
            "ro": "Două note sunt alăturate când vin una după alta, chiar una lângă alta: de pe o linie în spațiul vecin. {E} are două vecine, {D} imediat dedesubt și {F} imediat deasupra.",
            "en": "Two notes are neighbours when they follow each other, right next to one another: from a line to the space beside it. {E} has two neighbours, {D} just below and {F} just above.",
        },
    },
    "intervalles": {
        "title": {
            "fr": "Tierce, quarte, quinte",
            "ro": "Terță, cvartă, cvintă",
            "en": "Third, fourth, fifth",
        },
        "summary": {
            "fr": "Compter les notes, en montant et en descendant, sans oublier la première.",
            "ro": "Numărăm notele, urcând și coborând, fără s-o uităm pe prima.",
            "en": "Count the notes, up and down, without forgetting the first one.",
        },
        "count": {
            "fr": "Pour trouver une tierce, on compte trois noms de notes en comptant la note de départ : {C}, {D}, {E}. La tierce au-dessus de {C}, c’est {E}.",
            "ro": "Ca să găsim o terță, numărăm trei nume de note, socotind și nota de plecare: {C}, {D}, {E}. Terța deasupra lui {C} este {E}.",
            "en": "To find a third, count three note names, counting the starting note: {C}, {D}, {E}. The third above {C} is {E}.",
        },
        "sizes": {
            "fr": "Une quarte, c’est quatre noms : {C}, {D}, {E}, {F}. Une quinte, cinq noms : {C}, {D}, {E}, {F}, {G}.",
            "ro": "O cvartă înseamnă patru nume: {C}, {D}, {E}, {F}. O cvintă, cinci nume: {C}, {D}, {E}, {F}, {G}.",
            "en": "A fourth is four names: {C}, {D}, {E}, {F}. A fifth is five names: {C}, {D}, {E}, {F}, {G}.",
        },
        "down": {
            "fr": "En descendant, on compte de la même façon, vers le bas : {C}, {B}, {A}. La tierce au-dessous de {C5}, c’est {A}.",
            "ro": "Coborând, numărăm la fel, în jos: {C}, {B}, {A}. Terța de sub {C5} este {A}.",
            "en": "Going down, count the same way, downwards: {C}, {B}, {A}. The third below {C5} is {A}.",
        },
    },
    "gamme": {
        "title": {
            "fr": "La gamme et son ordre",
            "ro": "Gama și ordinea ei",
            "en": "The scale and its order",
        },
        "summary": {
            "fr": "{C}, {D}, {E}, {F}, {G}, {A}, {B}… et après {B}, {C} revient.",
            "ro": "{C}, {D}, {E}, {F}, {G}, {A}, {B}… iar după {B} vine iar {C}.",
            "en": "{C}, {D}, {E}, {F}, {G}, {A}, {B}… and after {B}, {C} comes back.",
        },
        "up": {
            "fr": "La gamme de {C} monte note après note : {C}, {D}, {E}, {F}, {G}, {A}, {B}, {C}.",
            "ro": "Gama {C} urcă notă cu notă: {C}, {D}, {E}, {F}, {G}, {A}, {B}, {C}.",
            "en": "The {C} major scale climbs note by note: {C}, {D}, {E}, {F}, {G}, {A}, {B}, {C}.",
        },
        "wrap": {
            "fr": "Après {B}, la gamme recommence : {C} revient, plus aigu. C’est comme une farandole qui ne s’arrête jamais.",
            "ro": "După {B}, gama o ia de la capăt: vine iar {C}, mai acut. E ca o horă care nu se oprește niciodată.",
            "en": "After {B} the scale starts again: {C} comes back, higher. It is like a ring dance that never stops.",
        },
        "down": {
            "fr": "Elle descend aussi : {C}, {B}, {A}, {G}, {F}, {E}, {D}, {C}. En descendant, après {C} vient {B}.",
            "ro": "Gama poate și să coboare: {C}, {B}, {A}, {G}, {F}, {E}, {D}, {C}. Coborând, după {C} vine {B}.",
            "en": "It goes down too: {C}, {B}, {A}, {G}, {F}, {E}, {D}, {C}. Going down, after {C} comes {B}.",
        },
    },
    "alterations": {
        "title": {
            "fr": "Le bémol, le dièse et le bécarre",
            "ro": "Bemolul, diezul și becarul",
            "en": "Flat, sharp and natural",
        },
        "summary": {
            "fr": "♯ fait monter, ♭ fait descendre, ♮ ramène la note naturelle. Écoute bien !",
            "ro": "♯ urcă, ♭ coboară, ♮ aduce înapoi nota naturală. Ascultă bine!",
            "en": "♯ raises, ♭ lowers, ♮ brings back the plain note. Listen closely!",
        },
        "sharp": {
            "fr": "Le dièse ♯ fait monter la note d’un demi-ton, le plus petit écart entre deux touches voisines du piano : {F}♯ est un peu plus aigu que {F}.",
            "ro": "Diezul ♯ urcă nota cu un semiton, cea mai mică distanță dintre două clape vecine ale pianului: {F}♯ este puțin mai acut decât {F}.",
            "en": "The sharp ♯ raises the note by a semitone, the smallest step between two neighbouring keys of the piano: {F}♯ is a little higher than {F}.",
        },
        "flat": {
            "fr": "Le bémol ♭ fait descendre la note d’un demi-ton : {B}♭ est un peu plus grave que {B}.",
            "ro": "Bemolul ♭ coboară nota cu un semiton: {B}♭ este puțin mai grav decât {B}.",
            "en": "The flat ♭ lowers the note by a semitone: {B}♭ is a little lower than {B}.",
        },
        "natural": {
            "fr": "Le bécarre ♮ annule le dièse ou le bémol : après {F}♯, {F}♮ redescend au {F} naturel.",
            "ro": "Becarul ♮ anulează diezul sau bemolul: după {F}♯, {F}♮ coboară înapoi la {F} natural.",
            "en": "The natural ♮ cancels the sharp or the flat: after {F}♯, {F}♮ goes back down to plain {F}.",
        },
        "game": {
            "fr": "Attention : dans le jeu Gama, les cartes ♭ ♯ ♮ ont leur propre règle (descendre ou monter d’une note dans la gamme). Ici, on apprend ce que les signes font vraiment en musique.",
            "ro": "Atenție: în jocul Gama, cărțile ♭ ♯ ♮ au regula lor (cobori sau urci cu o notă în gamă). Aici învățăm ce fac semnele cu adevărat în muzică.",
            "en": "Careful: in the game Gama, the ♭ ♯ ♮ cards have their own rule (one note down or up the scale). Here we learn what the signs really do in music.",
        },
    },
    "son": {
        "title": {
            "fr": "Les quatre paramètres du son",
            "ro": "Cei patru parametri ai sunetului",
            "en": "The four parameters of sound",
        },
        "summary": {
            "fr": "Volume, hauteur, durée, timbre : écoute et compare deux sons.",
            "ro": "Intensitate, înălțime, durată, timbru: ascultă și compară două sunete.",
            "en": "Loudness, pitch, length, timbre: listen and compare two sounds.",
        },
        "volume": {
            "fr": "Le volume, c’est la force du son : faible comme un chuchotement, fort comme un cri.",
            "ro": "Intensitatea este puterea sunetului: slab ca o șoaptă, puternic ca un strigăt.",
            "en": "Loudness is how strong a sound is: soft like a whisper, loud like a shout.",
        },
        "pitch": {
            "fr": "La hauteur dit si un son est grave, comme un gros tambour, ou aigu, comme un sifflet.",
            "ro": "Înălțimea spune dacă un sunet e grav, ca o tobă mare, sau acut, ca un fluier.",
            "en": "Pitch tells whether a sound is low, like a big drum, or high, like a whistle.",
        },
        "duration": {
            "fr": "La durée, c’est le temps que le son dure : court comme un claquement de mains, long comme une sirène.",
            "ro": "Durata este timpul cât ține sunetul: scurt ca o bătaie din palme, lung ca o sirenă.",
            "en": "Length is how long a sound lasts: short like a clap, long like a siren.",
        },
        "timbre": {
            "fr": "Le timbre, c’est la couleur du son : un son lisse est doux et rond, un son rugueux gratte et grésille.",
            "ro": "Timbrul este culoarea sunetului: un sunet neted e moale și rotund, unul aspru zgârie și sfârâie.",
            "en": "Timbre is the colour of a sound: a smooth sound is soft and round, a rough one scratches and buzzes.",
        },
    },
    "jeu-cle-de-sol": {
        "title": {
            "fr": "Jouer à Clé de Sol",
            "ro": "Cum se joacă Clé de Sol",
            "en": "Playing Clé de Sol",
        },
        "summary": {
            "fr": "Quelle carte peut suivre quelle carte ? Des situations de jeu pour s’entraîner.",
            "ro": "Ce carte poate urma după care? Situații de joc pentru antrenament.",
            "en": "Which card may follow which? Game situations to practise.",
        },
        "piles": {
            "fr": "Les Notes, les Rythmes et les Hauteurs se posent sur la pile A. Chacun à son tour pose une carte qui va avec celle du dessus.",
            "ro": "Notele, Ritmurile și Înălțimile se pun pe grămada A. Fiecare, pe rând, pune o carte care se potrivește cu cea de deasupra.",
            "en": "Notes, Rhythms and Pitch cards go on pile A. In turn, each player lays a card that goes with the top one.",
        },
        "follow": {
            "fr": "Sur une Note, tu peux poser une Note du même rythme, du même nom, ou conjointe. Sur {G4} noire : {B} noire, {G5} ou {A4} vont.",
            "ro": "Pe o Notă poți pune o Notă cu același ritm, cu același nume sau alăturată. Pe {G4} pătrime merg: {B} pătrime, {G5} sau {A4}.",
            "en": "On a Note you may lay a Note of the same rhythm, the same name, or a neighbour. On {G4} quarter: {B} quarter, {G5} or {A4} all go.",
        },
        "obligations": {
            "fr": "Après une carte Intervalle, le joueur suivant doit poser une note à cet intervalle. Après un Musicien, il doit donner ce que le Musicien demande.",
            "ro": "După o carte Interval, jucătorul următor trebuie să pună o notă la acel interval. După un Muzician, trebuie să dea ce cere Muzicianul.",
            "en": "After an Interval card, the next player must lay a note at that interval. After a Musician, he must give what the Musician asks for.",
        },
    },
    "jeu-gama": {
        "title": {
            "fr": "Jouer à Gama",
            "ro": "Cum se joacă Gama",
            "en": "Playing Gama",
        },
        "summary": {
            "fr": "Même couleur ou note suivante, et les cartes ♭ ♯ ♮ et ovale.",
            "ro": "Aceeași culoare sau nota următoare, plus cărțile ♭ ♯ ♮ și cele cu oval.",
            "en": "Same colour or next note, and the ♭ ♯ ♮ and oval cards.",
        },
        "follow": {
            "fr": "On commence par un {C}. Ensuite, on pose une carte de la même couleur, ou la note suivante de la gamme, de n’importe quelle couleur.",
            "ro": "Se începe cu un {C}. Apoi pui o carte de aceeași culoare sau nota următoare din gamă, de orice culoare.",
            "en": "The round opens with a {C}. Then you lay a card of the same colour, or the next note of the scale in any colour.",
        },
        "accidentals": {
            "fr": "Après un ♭, on pose la note d’en dessous ; après un ♯, la note d’au-dessus ; après un ♮, la même note.",
            "ro": "După un ♭ pui nota de dedesubt; după un ♯, nota de deasupra; după un ♮, aceeași notă.",
            "en": "After a ♭ you lay the note below; after a ♯, the note above; after a ♮, the same note.",
        },
        "oval": {
            "fr": "Une carte à ovale fait piocher 2 cartes au joueur suivant, sauf s’il pose lui aussi une carte à ovale.",
            "ro": "O carte cu oval îl face pe jucătorul următor să tragă 2 cărți, doar dacă nu pune și el o carte cu oval.",
            "en": "An oval card makes the next player draw 2 cards, unless he lays an oval card too.",
        },
    },
}

# The texts that speak to the pupil, said to a teacher previewing the lesson (`core.teacher_reads`):
# neutral, with no « tu » (French « on » or the infinitive, Romanian impersonal or polite plural).
TEACHER_TEXTS: dict[str, dict[str, dict[str, str]]] = {
    "notes-hors-portee": {
        "range": {
            "fr": "Voici toutes les notes du jeu, du {C4} au {A5}, à écouter monter note après note.",
            "ro": "Iată toate notele jocului, de la {C4} la {A5}: se aud cum urcă, notă cu notă.",
            "en": "Here are all the notes of the game, from {C4} to {A5}, climbing note by note.",
        },
    },
    "meme-nom-conjointes": {
        "same": {
            "fr": "{C4} et {C5} ont le même nom : on dit qu’ils sont à l’octave. À l’écoute, ils se ressemblent, l’un est plus grave, l’autre plus aigu.",
            "ro": "{C4} și {C5} au același nume: spunem că sunt la octavă. Se aseamănă la auz, unul e mai grav, celălalt mai acut.",
            "en": "{C4} and {C5} have the same name: they are an octave apart. They sound alike, one lower, one higher.",
        },
    },
    "alterations": {
        "summary": {
            "fr": "♯ fait monter, ♭ fait descendre, ♮ ramène la note naturelle : une leçon d’écoute.",
            "ro": "♯ urcă, ♭ coboară, ♮ aduce înapoi nota naturală: o lecție de ascultare.",
            "en": "♯ raises, ♭ lowers, ♮ brings back the plain note: a listening lesson.",
        },
    },
    "son": {
        "summary": {
            "fr": "Volume, hauteur, durée, timbre : écouter et comparer deux sons.",
            "ro": "Intensitate, înălțime, durată, timbru: ascultarea și compararea a două sunete.",
            "en": "Loudness, pitch, length, timbre: listening to two sounds and comparing them.",
        },
    },
    "jeu-cle-de-sol": {
        "follow": {
            "fr": "Sur une Note, on peut poser une Note du même rythme, du même nom, ou conjointe. Sur {G4} noire : {B} noire, {G5} ou {A4} vont.",
            "ro": "Pe o Notă se poate pune o Notă cu același ritm, cu același nume sau alăturată. Pe {G4} pătrime merg: {B} pătrime, {G5} sau {A4}.",
            "en": "On a Note a player may lay a Note of the same rhythm, the same name, or a neighbour. On {G4} quarter: {B} quarter, {G5} or {A4} all go.",
        },
    },
    "jeu-gama": {
        "follow": {
            "fr": "On commence par un {C}. Ensuite, on pose une carte de la même couleur, ou la note suivante de la gamme, de n’importe quelle couleur.",
            "ro": "Se începe cu un {C}. Apoi se pune o carte de aceeași culoare sau nota următoare din gamă, de orice culoare.",
            "en": "The round opens with a {C}. Then a player lays a card of the same colour, or the next note of the scale in any colour.",
        },
        "accidentals": {
            "fr": "Après un ♭, on pose la note d’en dessous ; après un ♯, la note d’au-dessus ; après un ♮, la même note.",
            "ro": "După un ♭ se pune nota de dedesubt; după un ♯, nota de deasupra; după un ♮, aceeași notă.",
            "en": "After a ♭ a player lays the note below; after a ♯, the note above; after a ♮, the same note.",
        },
    },
}
