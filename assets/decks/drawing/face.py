"""What every face shares: the card's frame and the corner index (rank
over suit, repeated upside down)."""

from .common import CX, CY, EDGE, FACE, H, LABEL, RADIUS, W, n
from .lettering import lettering
from .suits import suit

# --- corner index ----------------------------------------------------------

INDEX_X = 36        # centre of the index column
INDEX_TOP = 14      # top of the rank
INDEX_HEIGHT = 70   # height of the rank
INDEX_SUIT_Y = 117  # centre of the suit symbol under the rank
INDEX_SUIT = 46     # its height


def corner_index(rank, suit_name, colour, labels=LABEL):
    label = labels.get(rank, rank)
    one = (lettering(label, INDEX_X, INDEX_TOP, INDEX_HEIGHT, colour)
           + suit(suit_name, INDEX_X, INDEX_SUIT_Y, INDEX_SUIT, colour))
    return one + '<g transform="rotate(180 %s %s)">%s</g>' % (n(CX), n(CY), one)


# --- card frame ------------------------------------------------------------

def card_base(fill=FACE, edge=EDGE, edge_width=2.5):
    h = edge_width / 2.0
    return ('<rect x="0" y="0" width="%d" height="%d" rx="%d" ry="%d" fill="%s"/>' % (W, H, RADIUS, RADIUS, fill)
            + '<rect x="%s" y="%s" width="%s" height="%s" rx="%s" ry="%s" fill="none" stroke="%s" stroke-width="%s"/>' % (
                n(h), n(h), n(W - edge_width), n(H - edge_width), n(RADIUS - h), n(RADIUS - h), edge, n(edge_width)))
