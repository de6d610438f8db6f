"""Contrée's rules engine: pure Python, no pygame. See ``game.contree.rules.state``."""
