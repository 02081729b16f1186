#!/usr/bin/env python3
"""Draws Poch's own card decks in the KDE card-deck format.

Writes, next to this script:

    poch-french/index.desktop           poch-french/poch-french.svg
    poch-french-4colour/index.desktop   poch-french-4colour/poch-french-4colour.svg

Each SVG holds 53 groups, 1_club ... king_spade and back, each a card of
250 x 350 units whose first child is the card's own outline, so that the
element's bounds are exactly the card. Only what Qt SVG (SVG Tiny 1.2)
draws is used: no patterns, clip paths, masks, filters or CSS.

The drawing itself lives in the package drawing/ beside this script (see
its __init__.py for which module draws what); this file only runs it.

Standard library only; run it with `python3 assets/decks/make_decks.py`.
"""

import os
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in the checkout

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from drawing.sheet import write_decks  # noqa: E402  (needs the path above)


def main():
    write_decks(HERE)


if __name__ == "__main__":
    main()
