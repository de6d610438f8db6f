"""Contrée (Belote contrée, Coinche): its cards and rules engine. Pure Python, no pygame."""
