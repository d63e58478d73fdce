"""The rules engines: pure Python, no Flask and no HTTP.

One folder per game family (``sabacc``, ``sabaccino``, ``rummikub``); shared mechanics live
in the modules at this level: ``errors`` (what a refusal says), ``interface`` (the one game
interface every game implements), ``chance`` (seeded, replayable randomness), ``options``
(game options as data), ``reader`` (checking caller-supplied states) and ``registry`` (the
catalog of every game in the seeds).
"""
