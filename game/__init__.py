"""Aluette (le jeu de la Vache): rules engine, AI players and a Pygame card table."""

__version__ = "0.1.0"
