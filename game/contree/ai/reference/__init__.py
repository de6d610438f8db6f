"""The expert as it played before issue 22, frozen: an arena-only yardstick (level
``reference``), never offered to players, so that every later expert is measured against
the same opponent. Nothing here is to be changed; ``tests/test_contree_reference.py`` checks
that it still makes the decisions it made when it was copied.

A copy of ``bidding``, ``expert``, ``knowledge``, ``rulebots`` (the standard player only),
``sampling``, ``search``, ``solver``, ``tactics`` and ``truth`` of ``game.contree.ai``; it
shares only the engine (``game.contree.rules``, ``game.contree.cards``) and ``game.advice``,
``game.verdict``.
"""
