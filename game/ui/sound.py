"""Short card sounds synthesised by our code: no sound files to ship, license or load.

Each sound is a few thousand 16-bit samples built with ``array`` (filtered noise for the
rustle of cards, decaying sines for the chimes) and handed to ``pygame.mixer.Sound``. The
mixer is optional: no audio device, a dummy driver or a failing init simply means silence,
never an error in the player's face.
"""

from __future__ import annotations

import logging
import math
import random
from array import array

import pygame

log = logging.getLogger(__name__)

RATE = 22050


def _noise_burst(ms: float, decay: float, tone: float, rng: random.Random) -> list[float]:
    """A rustle: white noise smoothed by ``tone`` (0 bright–1 dull) with an exponential fade."""
    n = int(RATE * ms / 1000)
    out, low = [], 0.0
    for i in range(n):
        low = low * tone + rng.uniform(-1, 1) * (1 - tone)
        out.append(low * math.exp(-decay * i / n))
    return out


def _chime(freqs: tuple[float, ...], ms: float, decay: float = 4.0) -> list[float]:
    n = int(RATE * ms / 1000)
    return [
        sum(math.sin(2 * math.pi * f * i / RATE) for f in freqs)
        / len(freqs)
        * math.exp(-decay * i / n)
        * min(1.0, i / 60)
        for i in range(n)
    ]


def _concat(*parts: tuple[float, list[float]]) -> list[float]:
    """Mix sounds that start at given offsets (ms)."""
    length = max(int(RATE * at / 1000) + len(s) for at, s in parts)
    out = [0.0] * length
    for at, samples in parts:
        start = int(RATE * at / 1000)
        for i, v in enumerate(samples):
            out[start + i] += v
    return out


def synthesise() -> dict[str, list[float]]:
    """Every sound of the table as samples in -1..1 (mono, ``RATE`` Hz)."""
    rng = random.Random(7)
    flick = _noise_burst(45, 6.0, 0.35, rng)
    return {
        "deal": _concat(*((k * 70.0, _noise_burst(40, 6.0, 0.4, rng)) for k in range(3))),
        "place": _concat((0, _noise_burst(30, 9.0, 0.55, rng)), (4, _chime((180.0,), 60, 8))),
        "gather": _concat((0, flick), (50, _noise_burst(70, 5.0, 0.5, rng))),
        "shuffle": _concat(*((k * 28.0, _noise_burst(35, 5.0, 0.3, rng)) for k in range(14))),
        "spoiled": _chime((196.0, 185.0), 380, 5.0),
        "win": _concat((0, _chime((523.3, 659.3), 260)), (130, _chime((784.0, 1046.5), 420))),
        "lose": _concat((0, _chime((392.0,), 260)), (150, _chime((311.1,), 420))),
        "click": _noise_burst(12, 8.0, 0.2, rng),
    }


class Sound:
    """Plays the table's sounds when enabled and when the mixer works; silent otherwise."""

    VOLUME = 0.35

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._sounds: dict[str, pygame.mixer.Sound] | None = None
        self._failed = False

    def _load(self) -> dict[str, pygame.mixer.Sound]:
        """Open the mixer and build the sounds on first use (no cost when sound is off)."""
        if self._sounds is not None or self._failed:
            return self._sounds or {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1, 512)
            opened = pygame.mixer.get_init()
            if opened is None:
                raise pygame.error("the mixer did not open")
            freq, fmt, channels = opened
            if fmt != -16:
                raise ValueError(f"the mixer opened with sample format {fmt}, not 16-bit")
            self._sounds = {}
            for name, samples in synthesise().items():
                data = _pcm(samples, freq, channels)
                sound = pygame.mixer.Sound(buffer=data)
                sound.set_volume(self.VOLUME)
                self._sounds[name] = sound
        except (pygame.error, NotImplementedError, AttributeError, ValueError, OSError) as err:
            # no mixer module, no device, an odd format: the game goes on in silence
            log.info("sound is unavailable: %s", err)
            self._failed = True
            self._sounds = None
            return {}
        return self._sounds

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        sound = self._load().get(name)
        if sound is not None:
            try:
                sound.play()
            except pygame.error as err:  # the device went away
                log.info("could not play %s: %s", name, err)


def _pcm(samples: list[float], freq: int, channels: int) -> bytes:
    """16-bit signed samples at the mixer's rate and channel count."""
    if freq != RATE:
        ratio = RATE / freq
        samples = [
            samples[min(len(samples) - 1, int(i * ratio))] for i in range(int(len(samples) / ratio))
        ]
    data = array(
        "h", (int(max(-1.0, min(1.0, v)) * 32000) for v in samples for _ in range(channels))
    )
    return data.tobytes()
