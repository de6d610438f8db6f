"""Aluette (le jeu de la Vache): its cards, rules engine and bots. Pure Python, no pygame."""
