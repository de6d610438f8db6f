"""Rules engines: pure Python, no pygame. See ``game.aluette.rules.state`` for Aluette."""
