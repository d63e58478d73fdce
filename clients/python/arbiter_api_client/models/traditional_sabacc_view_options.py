from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_view_options_deal_passes import TraditionalSabaccViewOptionsDealPasses
from ..models.traditional_sabacc_view_options_profile import TraditionalSabaccViewOptionsProfile
from ..models.traditional_sabacc_view_options_sudden_demise import TraditionalSabaccViewOptionsSuddenDemise
from ..types import UNSET, Unset






T = TypeVar("T", bound="TraditionalSabaccViewOptions")



@_attrs_define
class TraditionalSabaccViewOptions:
    """ Every option of the game (see the catalog); a state saved before an option existed lacks it and loads with its
    default.

        Attributes:
            dealer (int | Unset): The seat index from 0 (0 is seat 1, 1 is seat 2) of the dealer of the game's first round,
                who also plays; the first turn and the deal go to the dealer's left. Start the next game with the game_over
                event's next_dealer. Default: 0.
            profile (TraditionalSabaccViewOptionsProfile | Unset): The ranking profile that judges the reveal and sudden
                demise (see GET /v1/games/{game}/profiles); the default is the seed's reading. Default:
                TraditionalSabaccViewOptionsProfile.SEED_002.
            interference (bool | Unset): seed 002 'Interference Field': a player may freeze a card as the action of a turn;
                a frozen card cannot be swapped and stays through a dice shift. Default: False.
            sudden_demise (TraditionalSabaccViewOptionsSuddenDemise | Unset): seed 002 'What happens in the event of a
                tie?': when every rule of the profile leaves the best hands tied, 'hand' plays a sudden demise (each tied player
                takes one card, the hands are ranked again); 'share' lets the tied players share the win. Default:
                TraditionalSabaccViewOptionsSuddenDemise.HAND.
            deal_passes (TraditionalSabaccViewOptionsDealPasses | Unset): When the deal passes to the left (seed 001 §2 'The
                deal passes to the left each round', where 'In each round every player takes one turn'; seed 002 step 10 'The
                player to the left of the dealer will now be the dealer, so on and so forth each round'): 'round' - after each
                round of turns, so the first player to act moves left round by round; 'game' - only between games, the dealer of
                a game dealing all its rounds. Default: TraditionalSabaccViewOptionsDealPasses.ROUND.
     """

    dealer: int | Unset = 0
    profile: TraditionalSabaccViewOptionsProfile | Unset = TraditionalSabaccViewOptionsProfile.SEED_002
    interference: bool | Unset = False
    sudden_demise: TraditionalSabaccViewOptionsSuddenDemise | Unset = TraditionalSabaccViewOptionsSuddenDemise.HAND
    deal_passes: TraditionalSabaccViewOptionsDealPasses | Unset = TraditionalSabaccViewOptionsDealPasses.ROUND





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        profile: str | Unset = UNSET
        if not isinstance(self.profile, Unset):
            profile = self.profile.value


        interference = self.interference

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
        if interference is not UNSET:
            field_dict["interference"] = interference
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
        profile: TraditionalSabaccViewOptionsProfile | Unset
        if isinstance(_profile,  Unset):
            profile = UNSET
        else:
            profile = TraditionalSabaccViewOptionsProfile(_profile)




        interference = d.pop("interference", UNSET)

        _sudden_demise = d.pop("sudden_demise", UNSET)
        sudden_demise: TraditionalSabaccViewOptionsSuddenDemise | Unset
        if isinstance(_sudden_demise,  Unset):
            sudden_demise = UNSET
        else:
            sudden_demise = TraditionalSabaccViewOptionsSuddenDemise(_sudden_demise)




        _deal_passes = d.pop("deal_passes", UNSET)
        deal_passes: TraditionalSabaccViewOptionsDealPasses | Unset
        if isinstance(_deal_passes,  Unset):
            deal_passes = UNSET
        else:
            deal_passes = TraditionalSabaccViewOptionsDealPasses(_deal_passes)




        traditional_sabacc_view_options = cls(
            dealer=dealer,
            profile=profile,
            interference=interference,
            sudden_demise=sudden_demise,
            deal_passes=deal_passes,
        )

        return traditional_sabacc_view_options

