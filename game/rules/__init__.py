"""Rules engines: pure Python, no pygame. See ``game.rules.state`` for Aluette."""
