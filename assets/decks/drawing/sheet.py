"""One deck's SVG sheet (the <defs> and the 53 cards on a grid), one for
each language's letters on the court cards, and the files written for
each deck."""

import os

from .aces import ace_card
from .back import back_card
from .common import COLUMNS, DECKS, GAP, H, LABELS, RANKS, SUITS, W
from .court import court_card
from .lettering import glyph_defs
from .pips import pip_card
from .suits import SUIT_PATHS

# --- the sheet ---------------------------------------------------------------

def card_svg(rank, suit_name, colour, labels):
    if rank == "1":
        return ace_card(suit_name, colour)
    if rank in ("jack", "queen", "king"):
        return court_card(rank, suit_name, colour, labels)
    return pip_card(rank, suit_name, colour)


def deck_svg(deck, language="en"):
    rows = len(SUITS) + 1
    sw = COLUMNS * (W + GAP) + GAP
    sh = rows * (H + GAP) + GAP
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           'version="1.2" baseProfile="tiny" width="%d" height="%d" viewBox="0 0 %d %d">\n' % (sw, sh, sw, sh),
           '<title>%s</title>\n' % deck["name"],
           '<desc>Poch card deck; drawn by make_decks.py, the Poch project\'s own work.</desc>\n',
           '<defs>\n']
    for name in ("heart", "diamond", "spade", "club"):
        out.append('<path id="suit-%s" d="%s"/>\n' % (name, SUIT_PATHS[name]))
    out.append(glyph_defs())
    out.append('</defs>\n')
    for row, suit_name in enumerate(SUITS):
        colour = deck["colours"][suit_name]
        for col, rank in enumerate(RANKS):
            x, y = GAP + col * (W + GAP), GAP + row * (H + GAP)
            out.append('<g id="%s_%s" transform="translate(%d %d)">%s</g>\n' % (
                rank, suit_name, x, y, card_svg(rank, suit_name, colour, LABELS[language])))
    out.append('<g id="back" transform="translate(%d %d)">%s</g>\n' % (GAP, GAP + len(SUITS) * (H + GAP), back_card(deck["back"])))
    out.append('</svg>\n')
    return "".join(out)


def svg_name(deck, language):
    return deck["folder"] + ("" if language == "en" else "-" + language) + ".svg"


def write_decks(here):
    """Writes every deck's folder under `here`: a sheet for each language,
    and the index naming the deck and its sheet in each (SVG[de] as
    Name[de]; a program that knows only SVG takes the English one)."""
    for deck in DECKS:
        folder = os.path.join(here, deck["folder"])
        os.makedirs(folder, exist_ok=True)
        index = ["[KDE Cards]", "Name=%s" % deck["name"]]
        index += ["Name[%s]=%s" % (language, name) for language, name in deck["names"].items()]
        for language in LABELS:
            name = svg_name(deck, language)
            with open(os.path.join(folder, name), "w", encoding="utf-8", newline="\n") as f:
                f.write(deck_svg(deck, language))
            index.append("SVG=%s" % name if language == "en" else "SVG[%s]=%s" % (language, name))
            print("wrote", os.path.join(deck["folder"], name))
        index.append("Back=back")
        with open(os.path.join(folder, "index.desktop"), "w", encoding="utf-8", newline="\n") as f:
            f.write("\n".join(index) + "\n")
