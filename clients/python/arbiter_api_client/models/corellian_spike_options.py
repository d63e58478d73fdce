from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corellian_spike_options_deal_passes import CorellianSpikeOptionsDealPasses
from ..models.corellian_spike_options_profile import CorellianSpikeOptionsProfile
from ..models.corellian_spike_options_sudden_demise import CorellianSpikeOptionsSuddenDemise
from ..types import UNSET, Unset






T = TypeVar("T", bound="CorellianSpikeOptions")



@_attrs_define
class CorellianSpikeOptions:
    """ Options by name; a missing one takes its default.

        Attributes:
            dealer (int | Unset): The seat index from 0 (0 is seat 1, 1 is seat 2) of the dealer of the game's first round,
                who also plays; the first turn and the deal go to the dealer's left. Start the next game with the game_over
                event's next_dealer. Default: 0.
            profile (CorellianSpikeOptionsProfile | Unset): The ranking profile that judges the reveal and sudden demise
                (see GET /v1/games/{game}/profiles); the default is the seed's reading. Default:
                CorellianSpikeOptionsProfile.SEED_001.
            sudden_demise (CorellianSpikeOptionsSuddenDemise | Unset): seed 001 §5 'each tied player takes one card blind
                from the Draw Pile, and the closest to zero wins': 'hand' adds the card to the hand and ranks the tied hands
                again; 'card' ranks the drawn cards alone. Default: CorellianSpikeOptionsSuddenDemise.HAND.
            deal_passes (CorellianSpikeOptionsDealPasses | Unset): When the deal passes to the left (seed 001 §2 'The deal
                passes to the left each round', where 'In each round every player takes one turn'; seed 002 step 10 'The player
                to the left of the dealer will now be the dealer, so on and so forth each round'): 'round' - after each round of
                turns, so the first player to act moves left round by round; 'game' - only between games, the dealer of a game
                dealing all its rounds. Default: CorellianSpikeOptionsDealPasses.ROUND.
     """

    dealer: int | Unset = 0
    profile: CorellianSpikeOptionsProfile | Unset = CorellianSpikeOptionsProfile.SEED_001
    sudden_demise: CorellianSpikeOptionsSuddenDemise | Unset = CorellianSpikeOptionsSuddenDemise.HAND
    deal_passes: CorellianSpikeOptionsDealPasses | Unset = CorellianSpikeOptionsDealPasses.ROUND





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        profile: str | Unset = UNSET
        if not isinstance(self.profile, Unset):
            profile = self.profile.value


        sudden_demise: str | Unset = UNSET
        if not isinstance(self.sudden_demise, Unset):
            sudden_demise = self.sudden_demise.value


        deal_passes: str | Unset = UNSET
        if not isinstance(self.deal_passes, Unset):
            deal_passes = self.deal_passes.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if profile is not UNSET:
            field_dict["profile"] = profile
        if sudden_demise is not UNSET:
            field_dict["sudden_demise"] = sudden_demise
        if deal_passes is not UNSET:
            field_dict["deal_passes"] = deal_passes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer", UNSET)

        _profile = d.pop("profile", UNSET)
        profile: CorellianSpikeOptionsProfile | Unset
        if isinstance(_profile,  Unset):
            profile = UNSET
        else:
            profile = CorellianSpikeOptionsProfile(_profile)




        _sudden_demise = d.pop("sudden_demise", UNSET)
        sudden_demise: CorellianSpikeOptionsSuddenDemise | Unset
        if isinstance(_sudden_demise,  Unset):
            sudden_demise = UNSET
        else:
            sudden_demise = CorellianSpikeOptionsSuddenDemise(_sudden_demise)




        _deal_passes = d.pop("deal_passes", UNSET)
        deal_passes: CorellianSpikeOptionsDealPasses | Unset
        if isinstance(_deal_passes,  Unset):
            deal_passes = UNSET
        else:
            deal_passes = CorellianSpikeOptionsDealPasses(_deal_passes)




        corellian_spike_options = cls(
            dealer=dealer,
            profile=profile,
            sudden_demise=sudden_demise,
            deal_passes=deal_passes,
        )

        return corellian_spike_options

