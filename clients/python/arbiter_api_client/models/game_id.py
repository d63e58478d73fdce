from enum import StrEnum

class GameId(StrEnum):
    BERGAMOR = "bergamor"
    CORELLIAN_SPIKE = "corellian-spike"
    KRAYT_DRAGON = "krayt-dragon"
    MUGGINS = "muggins"
    NERF_HERDER = "nerf-herder"
    NEVER_TELL_ME_THE_ODDS = "never-tell-me-the-odds"
    PORG_FOOT = "porg-foot"
    RULE_OF_TWO = "rule-of-two"
    RUMMIKUB = "rummikub"
    SABACCINOS = "sabaccinos"
    SABACCINO_CROSS = "sabaccino-cross"
    SCOUNDRELS_RUN = "scoundrels-run"
    SLEEMO = "sleemo"
    TATOOINE_SPICE_TRAIN = "tatooine-spice-train"
    TRADITIONAL_SABACC = "traditional-sabacc"

    def __str__(self) -> str:
        return str(self.value)
