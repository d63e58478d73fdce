from enum import StrEnum

class CorellianSpikeProfileOrderItem(StrEnum):
    BANTHAS_WILD = "banthas_wild"
    FLEET = "fleet"
    FULL_SABACC = "full_sabacc"
    GEE_WHIZ = "gee_whiz"
    NULRHEK = "nulrhek"
    PURE_SABACC = "pure_sabacc"
    RHYLET = "rhylet"
    RULE_OF_TWO = "rule_of_two"
    SABACC = "sabacc"
    SQUADRON = "squadron"
    STRAIGHT_KHYRON = "straight_khyron"
    YEE_HAA = "yee_haa"
    ZERO_HAND = "zero_hand"

    def __str__(self) -> str:
        return str(self.value)
