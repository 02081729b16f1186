"""The four suit symbols (defined once in <defs>) and placing them."""

from .common import circle_path, n

# --- suit symbols ----------------------------------------------------------
# Each is drawn 100 units tall, centred on the origin (y from -50 to 50).
# Every sub-path runs the same way round, so overlapping parts unite under
# the default non-zero fill rule.

SUIT_PATHS = {
    "heart": (
        "M0 -27C-5 -42 -16 -49 -27 -49C-41 -49 -52 -38 -52 -22"
        "C-52 -2 -36 14 -20 28C-10 37 -3 43 0 50"
        "C3 43 10 37 20 28C36 14 52 -2 52 -22"
        "C52 -38 41 -49 27 -49C16 -49 5 -42 0 -27Z"),
    "diamond": (
        "M0 -50C9 -34 23 -15 39 0C23 15 9 34 0 50"
        "C-9 34 -23 15 -39 0C-23 -15 -9 -34 0 -50Z"),
    "spade": (
        "M0 -50C-8 -36 -24 -25 -37 -13C-47 -4 -51 4 -51 13"
        "C-51 27 -40 37 -27 37C-17 37 -9 33 -4 25"
        "C-5 36 -11 45 -22 50L22 50C11 45 5 36 4 25"
        "C9 33 17 37 27 37C40 37 51 27 51 13"
        "C51 4 47 -4 37 -13C24 -25 8 -36 0 -50Z"),
    "club": (
        circle_path(0, -25.5, 24.5) + circle_path(-26, 11, 24.5) + circle_path(26, 11, 24.5)
        + "M0 -25L-26 11L26 11Z"
        + "M-4 10C-4 32 -11 44 -23 50L23 50C11 44 4 32 4 10Z"),
}


def suit(name, x, y, size, fill=None, rotate=0, extra=""):
    """A <use> of a suit symbol `size` units tall centred on (x, y)."""
    t = "translate(%s %s)" % (n(x), n(y))
    if rotate:
        t += " rotate(%s)" % n(rotate)
    t += " scale(%s)" % n(size / 100.0)
    f = ' fill="%s"' % fill if fill else ""
    return '<use xlink:href="#suit-%s" transform="%s"%s%s/>' % (name, t, f, extra)
