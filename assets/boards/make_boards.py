#!/usr/bin/env python3
"""Draw the board and chip art of the app.

Writes, next to this script:

    poch.svg, pope-joan.svg, pope-joan-5.svg, spin.svg, single-pool.svg,
    pool-cards.svg, and the boards of the older forms: poch-bowls.svg,
    pochen.svg, poque.svg, poch-1810.svg

and ../chips/chips.svg; and in print/ each board again without any
translucency, which Qt's PDF writer renders wrong (see drawing/document.py).

The drawing is in the package drawing/ beside this script, one module per
board (drawing/poch.py draws poch.svg, and so on; drawing/__init__.py
lists them all) and a few modules of shared helpers. This script only
says which function draws which file, and writes them.

The SVG user unit is the millimetre at true table size: each file sets
width/height in mm and a viewBox from 0 0 with the same numbers, so a board
printed at 100 % has its real size. The element ids the app looks up
(pool-*, label-*, card-*, chip-*) and the renderer limits the drawing keeps
to are described in README.md.

Python 3 standard library only. The output is deterministic (the wood grain
uses fixed random seeds), so rerunning it reproduces the committed files.

    python3 assets/boards/make_boards.py
"""

import os
import sys

sys.dont_write_bytecode = True   # leave no __pycache__ in the checkout

from drawing.chips import chips
from drawing.document import draw_print
from drawing.poch import poch
from drawing.poch_1810 import poch_1810
from drawing.poch_bowls import poch_bowls
from drawing.pochen import pochen
from drawing.pool_cards import pool_cards
from drawing.pope_joan import pope_joan, pope_joan_5
from drawing.poque import poque
from drawing.single_pool import single_pool
from drawing.spin import spin

HERE = os.path.dirname(os.path.abspath(__file__))
CHIPS_DIR = os.path.join(HERE, '..', 'chips')
PRINT_DIR = os.path.join(HERE, 'print')

BOARDS = [
    (os.path.join(HERE, 'poch.svg'), poch),
    (os.path.join(HERE, 'pope-joan.svg'), pope_joan),
    (os.path.join(HERE, 'pope-joan-5.svg'), pope_joan_5),
    (os.path.join(HERE, 'spin.svg'), spin),
    (os.path.join(HERE, 'single-pool.svg'), single_pool),
    (os.path.join(HERE, 'pool-cards.svg'), pool_cards),
    (os.path.join(HERE, 'poch-bowls.svg'), poch_bowls),
    (os.path.join(HERE, 'pochen.svg'), pochen),
    (os.path.join(HERE, 'poque.svg'), poque),
    (os.path.join(HERE, 'poch-1810.svg'), poch_1810),
]

OUTPUTS = BOARDS + [(os.path.join(CHIPS_DIR, 'chips.svg'), chips)]

# the boards again, without translucency, for printing (see drawing/document.py)
PRINT_OUTPUTS = [(os.path.join(PRINT_DIR, os.path.basename(f)), draw) for f, draw in BOARDS]


if __name__ == '__main__':
    os.makedirs(PRINT_DIR, exist_ok=True)
    for file_name, draw in OUTPUTS + [(f, lambda d=d: draw_print(d)) for f, d in PRINT_OUTPUTS]:
        with open(file_name, 'w', encoding='utf-8', newline='\n') as out:
            out.write(draw())
        print(os.path.relpath(file_name))
