"""The number cards, 2 to 10: the pip layouts."""

from .common import CX, CY
from .face import card_base, corner_index
from .suits import suit

# --- pip cards -------------------------------------------------------------

PIP = 40                 # pip height
COL_L, COL_R = 92, 158   # pip columns (the middle one is CX)
ROW0, ROW3 = 61, 289     # first and last pip rows
ROW1 = ROW0 + (ROW3 - ROW0) / 3.0
ROW2 = ROW0 + 2 * (ROW3 - ROW0) / 3.0
HALF_UP = (ROW0 + CY) / 2.0
HALF_DOWN = (CY + ROW3) / 2.0


def pip_positions(count):
    L, C, R = COL_L, CX, COL_R
    pos = {
        2: [(C, ROW0), (C, ROW3)],
        3: [(C, ROW0), (C, CY), (C, ROW3)],
        4: [(L, ROW0), (R, ROW0), (L, ROW3), (R, ROW3)],
        5: [(L, ROW0), (R, ROW0), (C, CY), (L, ROW3), (R, ROW3)],
        6: [(L, ROW0), (R, ROW0), (L, CY), (R, CY), (L, ROW3), (R, ROW3)],
        7: [(L, ROW0), (R, ROW0), (C, HALF_UP), (L, CY), (R, CY), (L, ROW3), (R, ROW3)],
        8: [(L, ROW0), (R, ROW0), (C, HALF_UP), (L, CY), (R, CY), (C, HALF_DOWN), (L, ROW3), (R, ROW3)],
        9: [(L, ROW0), (R, ROW0), (L, ROW1), (R, ROW1), (C, CY),
            (L, ROW2), (R, ROW2), (L, ROW3), (R, ROW3)],
        10: [(L, ROW0), (R, ROW0), (C, (ROW0 + ROW1) / 2.0), (L, ROW1), (R, ROW1),
             (L, ROW2), (R, ROW2), (C, (ROW2 + ROW3) / 2.0), (L, ROW3), (R, ROW3)],
    }
    return pos[count]


def pip_card(rank, suit_name, colour):
    out = [card_base(), corner_index(rank, suit_name, colour)]
    for x, y in pip_positions(int(rank)):
        out.append(suit(suit_name, x, y, PIP, colour, 180 if y > CY + 0.1 else 0))
    return "".join(out)
