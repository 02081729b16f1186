"""The aces: one large suit symbol; the ace of spades with an inner line,
a ring of beads and a ribbon with the game's name."""

import math

from .common import CX, CY, FACE, circle_path, n
from .face import card_base, corner_index
from .lettering import lettering
from .suits import suit

# --- aces ------------------------------------------------------------------

def ace_card(suit_name, colour):
    out = [card_base(), corner_index("1", suit_name, colour)]
    if suit_name != "spade":
        out.append(suit(suit_name, CX, CY, 100, colour))
        return "".join(out)
    # The ace of spades: a larger spade with an inner line and a small
    # spade set in it, over a ribbon with the game's name.
    size = 120
    y = CY - 8
    k = size / 100.0
    out.append(suit("spade", CX, y, size, colour))
    out.append(suit("spade", CX, y - 2.5, size * 0.8, "none",
                    extra=' stroke="%s" stroke-width="%s"' % (FACE, n(2.4 / (0.8 * k)))))
    out.append(suit("spade", CX, y - 4, size * 0.22, FACE))
    # a ring of small beads round the little spade
    beads = []
    for i in range(16):
        t = 2 * math.pi * i / 16
        beads.append(circle_path(CX + 19 * math.cos(t), y - 4 + 19 * math.sin(t), 1.6 if i % 2 else 2.2))
    out.append('<path d="%s" fill="%s"/>' % ("".join(beads), FACE))
    # ribbon
    ry = y + 80
    out.append('<path d="M%s %sL%s %sL%s %sL%s %sL%s %sL%s %sZ" fill="%s"/>' % (
        n(CX - 50), n(ry - 10), n(CX + 50), n(ry - 10), n(CX + 43), n(ry), n(CX + 50), n(ry + 10),
        n(CX - 50), n(ry + 10), n(CX - 43), n(ry), colour))
    out.append('<path d="M%s %sL%s %sM%s %sL%s %s" fill="none" stroke="%s" stroke-width="0.8"/>' % (
        n(CX - 40), n(ry - 7), n(CX + 40), n(ry - 7), n(CX - 40), n(ry + 7), n(CX + 40), n(ry + 7), FACE))
    out.append(lettering("POCH", CX, ry - 5, 10, FACE, gap=20))
    return "".join(out)
