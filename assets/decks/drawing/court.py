"""The court cards (jack, queen, king): the parchment panel with its
frames, the headgear, the arms, the crossed staffs and the medallion."""

import math

from .common import (CX, CY, FACE, GOLD, GOLD_DARK, GOLD_LIGHT, LABEL, PARCHMENT,
                     lattice_lines, n)
from .face import card_base, corner_index
from .lettering import lettering
from .suits import suit

# --- court cards -----------------------------------------------------------

PANEL = (70, 14, 180, 336)  # x0 y0 x1 y1

STROKE_GOLD = 'stroke="%s" stroke-width="1.2" stroke-linejoin="round"' % GOLD_DARK


def crown_king(colour):
    """A crown 66 wide, from y=-27 to 20, centred on x=0."""
    s = STROKE_GOLD
    out = [
        '<path d="M-29 9L-33 -12L-19 -1L-13 -19L-5 -3L0 -23L5 -3L13 -19L19 -1L33 -12L29 9Z" fill="%s" %s/>' % (GOLD, s),
        '<path d="M-24 5L-26 -4L-18 3ZM24 5L26 -4L18 3ZM-9 3L-12 -9L-5 1ZM9 3L12 -9L5 1Z" fill="%s"/>' % GOLD_LIGHT,
        '<rect x="-31" y="7" width="62" height="13" rx="2" fill="%s" %s/>' % (GOLD, s),
    ]
    for x, y, r in ((-33, -12, 3.4), (-13, -19, 3.4), (13, -19, 3.4), (33, -12, 3.4)):
        out.append('<circle cx="%s" cy="%s" r="%s" fill="%s" %s/>' % (n(x), n(y), n(r), GOLD_LIGHT, s))
    # a small cross on the middle point
    out.append('<path d="M-1.6 -33L1.6 -33L1.6 -30L4.5 -30L4.5 -27L1.6 -27L1.6 -22L-1.6 -22L-1.6 -27'
               'L-4.5 -27L-4.5 -30L-1.6 -30Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
    for x in (-19, 0, 19):
        out.append('<circle cx="%d" cy="13.5" r="3.3" fill="%s"/>' % (x, colour))
    out.append('<path d="M-11 13.5L-8 10.5L-5 13.5L-8 16.5ZM5 13.5L8 10.5L11 13.5L8 16.5Z" fill="%s"/>' % FACE)
    return "".join(out)


def crown_queen(colour):
    """A coronet with pearls."""
    s = STROKE_GOLD
    out = [
        '<path d="M-29 10C-30 -2 -24 -8 -16 -8C-10 -8 -5 -11 0 -20C5 -11 10 -8 16 -8C24 -8 30 -2 29 10Z" fill="%s" %s/>' % (GOLD, s),
        '<path d="M-22 6C-23 0 -20 -3 -15 -3C-10 -3 -5 -5 0 -11C5 -5 10 -3 15 -3C20 -3 23 0 22 6Z" fill="%s"/>' % GOLD_LIGHT,
        '<rect x="-30" y="8" width="60" height="11" rx="5.5" fill="%s" %s/>' % (GOLD, s),
        '<path d="M0 -9C4 -4 6 -1 6 2C6 5.5 3 7.5 0 7.5C-3 7.5 -6 5.5 -6 2C-6 -1 -4 -4 0 -9Z" fill="%s" %s/>' % (colour, s),
    ]
    for x, y, r in ((0, -23, 3.8), (-16, -11, 2.8), (16, -11, 2.8), (-27, -3, 2.4), (27, -3, 2.4)):
        out.append('<circle cx="%s" cy="%s" r="%s" fill="#fffaf0" %s/>' % (n(x), n(y), n(r), s))
    for i in range(7):
        out.append('<circle cx="%d" cy="13.5" r="2.1" fill="#fffaf0"/>' % (-24 + i * 8))
    return "".join(out)


def feather(angle, length, width):
    """A plume's feather from the origin, `angle` degrees right of upright."""
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)       # along the feather
    vx, vy = -uy, ux                          # across it

    def p(u, v):
        return n(u * ux + v * vx) + " " + n(u * uy + v * vy)
    L, w = length, width / 2.0
    body = "M%sC%s %s %sC%s %s %sZ" % (
        p(0, 0), p(L * 0.3, w * 1.2), p(L * 0.75, w * 1.1), p(L, 0),
        p(L * 0.75, -w * 1.1), p(L * 0.3, -w * 1.2), p(0, 0))
    vein = "M%sL%s" % (p(L * 0.1, 0), p(L * 0.92, 0))
    return body, vein


def cap_jack(colour):
    """A cap with a band and a plume of three feathers."""
    s = STROKE_GOLD
    out = []
    for angle, length in ((-6, 40), (22, 38), (48, 32)):
        body, vein = feather(angle, length, 10)
        out.append('<g transform="translate(16 6)"><path d="%s" fill="%s" %s/>'
                   '<path d="%s" fill="none" stroke="%s" stroke-width="0.9"/></g>' % (body, GOLD_LIGHT, s, vein, GOLD_DARK))
    out += [
        '<path d="M-30 12C-31 -3 -18 -13 -1 -13C17 -13 30 -3 29 12Z" fill="%s" %s/>' % (colour, s),
        '<path d="M-22 4C-20 -4 -12 -8 -4 -9" fill="none" stroke="%s" stroke-width="1.4" stroke-linecap="round"/>' % GOLD_LIGHT,
        '<rect x="-32" y="8" width="64" height="11" rx="5.5" fill="%s" %s/>' % (GOLD, s),
    ]
    for x in (-20, -10, 0, 10, 20):
        out.append('<circle cx="%d" cy="13.5" r="2" fill="%s"/>' % (x, colour))
    return "".join(out)


def shield(kind, suit_name, colour):
    """The arms under the headgear, centred on (0, 0), about 62 tall."""
    s = 'stroke="%s" stroke-width="2.4" stroke-linejoin="round"' % GOLD
    if kind == "queen":
        out = ['<ellipse cx="0" cy="0" rx="24" ry="30" fill="%s" %s/>' % (colour, s),
               '<ellipse cx="0" cy="0" rx="19.5" ry="25.5" fill="none" stroke="%s" stroke-width="0.9"/>' % GOLD_LIGHT]
    elif kind == "king":
        d = "M-25 -29L25 -29L25 2C25 19 13 27 0 33C-13 27 -25 19 -25 2Z"
        inner = "M-20.5 -24.5L20.5 -24.5L20.5 2C20.5 16 10.5 22.5 0 27.8C-10.5 22.5 -20.5 16 -20.5 2Z"
        out = ['<path d="%s" fill="%s" %s/>' % (d, colour, s),
               '<path d="%s" fill="none" stroke="%s" stroke-width="0.9"/>' % (inner, GOLD_LIGHT)]
    else:
        d = "M-24 -29L24 -29C22 -20 24 -12 26 -4C28 8 18 24 0 32C-18 24 -28 8 -26 -4C-24 -12 -22 -20 -24 -29Z"
        inner = "M-19 -24.5L19 -24.5C17.5 -18 19 -11 21 -4C22.5 5 15 18 0 26.5C-15 18 -22.5 5 -21 -4C-19 -11 -17.5 -18 -19 -24.5Z"
        out = ['<path d="%s" fill="%s" %s/>' % (d, colour, s),
               '<path d="%s" fill="none" stroke="%s" stroke-width="0.9"/>' % (inner, GOLD_LIGHT)]
    out.append(suit(suit_name, 0, -1, 28, FACE))
    return "".join(out)


def staff(kind, colour):
    """What the figure holds, upright: a sceptre (king), a lily (queen) or a
    halberd (jack); its head above (0, -54), its foot at (0, 16)."""
    s = STROKE_GOLD
    out = ['<rect x="-1.9" y="-54" width="3.8" height="70" rx="1.5" fill="%s" %s/>' % (GOLD, s),
           '<circle cx="0" cy="17" r="3.4" fill="%s" %s/>' % (GOLD, s)]
    head = []
    if kind == "king":
        head.append('<rect x="-4.5" y="-2" width="9" height="4" rx="1.5" fill="%s" %s/>' % (GOLD, s))
        head.append('<circle cx="0" cy="-8" r="6" fill="%s" %s/>' % (GOLD_LIGHT, s))
        head.append('<path d="M-6 -8L6 -8" fill="none" stroke="%s" stroke-width="1"/>' % GOLD_DARK)
        head.append('<path d="M-1.4 -22L1.4 -22L1.4 -19.5L4 -19.5L4 -17L1.4 -17L1.4 -14L-1.4 -14L-1.4 -17'
                    'L-4 -17L-4 -19.5L-1.4 -19.5Z" fill="%s" %s/>' % (GOLD, s))
    elif kind == "queen":
        head.append('<rect x="-5" y="-3" width="10" height="4" rx="1.5" fill="%s" %s/>' % (GOLD, s))
        head.append('<path d="M0 -22C5 -17 6 -11 2.5 -3L-2.5 -3C-6 -11 -5 -17 0 -22Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
        head.append('<path d="M-3 -4C-7 -12 -14 -13 -15 -7C-15.5 -3 -11 -1 -7 -4C-10 -3 -12 -5 -11 -7'
                    'C-10 -9 -6 -8 -3 -4ZM3 -4C7 -12 14 -13 15 -7C15.5 -3 11 -1 7 -4C10 -3 12 -5 11 -7'
                    'C10 -9 6 -8 3 -4Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
    else:
        head.append('<path d="M0 -24L3.2 -2L-3.2 -2Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
        head.append('<path d="M1.9 -12C9 -16 14 -11 14 -4C14 2 10 7 1.9 4Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
        head.append('<path d="M-1.9 -9L-9 -5L-1.9 -1Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
    out.append('<g transform="translate(0 -54)">%s</g>' % "".join(head))
    return "".join(out)


# Where the upper half's pieces sit, in card units.
HEAD_Y = 58
ARMS_Y = 108
STAFF_ANGLE = 30


def court_half(kind, suit_name, colour):
    """The upper half of the panel, in card coordinates."""
    out = []
    for sx in (-1, 1):   # two staffs in saltire behind the arms
        out.append('<g transform="translate(%s %s) rotate(%s) scale(%d 1)">%s</g>' % (
            n(CX), n(ARMS_Y + 9), n(sx * STAFF_ANGLE), -sx, staff(kind, colour)))
    head = {"king": crown_king, "queen": crown_queen, "jack": cap_jack}[kind](colour)
    out.append('<g transform="translate(%s %s)">%s</g>' % (n(CX), n(ARMS_Y), shield(kind, suit_name, colour)))
    out.append('<g transform="translate(%s %s) scale(0.86)">%s</g>' % (n(CX), n(HEAD_Y), head))
    return "".join(out)


def court_card(rank, suit_name, colour, labels=LABEL):
    x0, y0, x1, y1 = PANEL
    out = [card_base(), corner_index(rank, suit_name, colour, labels)]
    # panel: parchment with a faint gold lattice, a frame in the suit's
    # colour and a gold one inside it
    out.append('<rect x="%d" y="%d" width="%d" height="%d" rx="7" fill="%s"/>' % (x0, y0, x1 - x0, y1 - y0, PARCHMENT))
    out.append('<path d="%s" fill="none" stroke="%s" stroke-width="0.7"/>' % (
        lattice_lines(x0 + 7, y0 + 7, x1 - 7, y1 - 7, 15, CX, CY), "#ecdfb6"))
    out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="6" fill="none" stroke="%s" stroke-width="2.6"/>' % (
        n(x0 + 1.3), n(y0 + 1.3), n(x1 - x0 - 2.6), n(y1 - y0 - 2.6), colour))
    out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="3" fill="none" stroke="%s" stroke-width="1.6"/>' % (
        n(x0 + 6), n(y0 + 6), n(x1 - x0 - 12), n(y1 - y0 - 12), GOLD))
    # small gold corner pieces inside the frame
    for cx_, cy_, r in ((x0 + 6, y0 + 6, 0), (x1 - 6, y0 + 6, 90), (x1 - 6, y1 - 6, 180), (x0 + 6, y1 - 6, 270)):
        out.append('<path d="M0 0L12 0C12 3 9 5 6 5C5 8 3 12 0 12Z" fill="%s" transform="translate(%s %s) rotate(%d)"/>' % (
            GOLD, n(cx_), n(cy_), r))
    half = court_half(rank, suit_name, colour)
    out.append(half)
    out.append('<g transform="rotate(180 %s %s)">%s</g>' % (n(CX), n(CY), half))
    # the divider and the medallion with the letter
    for dy in (-3, 3):
        out.append('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="1.4"/>' % (
            n(x0 + 6), n(CY + dy), n(x1 - 6), n(CY + dy), GOLD))
    out.append('<circle cx="%s" cy="%s" r="29" fill="%s" stroke="%s" stroke-width="3"/>' % (n(CX), n(CY), FACE, GOLD))
    out.append('<circle cx="%s" cy="%s" r="24.5" fill="none" stroke="%s" stroke-width="1.2"/>' % (n(CX), n(CY), colour))
    out.append(lettering(labels[rank], CX, CY - 17, 34, colour))
    return "".join(out)
