from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.sabaccino_cross_replay_request import SabaccinoCrossReplayRequest
from ...models.sabaccino_cross_replay_response import SabaccinoCrossReplayResponse
from typing import cast



def _get_kwargs(
    *,
    body: SabaccinoCrossReplayRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/sabaccino-cross/replay",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SabaccinoCrossReplayResponse:
    if response.status_code == 200:
        response_200 = SabaccinoCrossReplayResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 501:
        response_501 = Problem.from_dict(response.json())



        return response_501

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SabaccinoCrossReplayResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SabaccinoCrossReplayRequest,

) -> Response[Problem | SabaccinoCrossReplayResponse]:
    """ Play a whole game record through the rules: the final state and score, or the first
    move refused (its index, code, rule and source) and the state before it; whether the
    record's signature holds, and with `sign` the record signed.

    Args:
        body (SabaccinoCrossReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SabaccinoCrossReplayResponse]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SabaccinoCrossReplayRequest,

) -> Problem | SabaccinoCrossReplayResponse | None:
    """ Play a whole game record through the rules: the final state and score, or the first
    move refused (its index, code, rule and source) and the state before it; whether the
    record's signature holds, and with `sign` the record signed.

    Args:
        body (SabaccinoCrossReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SabaccinoCrossReplayResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SabaccinoCrossReplayRequest,

) -> Response[Problem | SabaccinoCrossReplayResponse]:
    """ Play a whole game record through the rules: the final state and score, or the first
    move refused (its index, code, rule and source) and the state before it; whether the
    record's signature holds, and with `sign` the record signed.

    Args:
        body (SabaccinoCrossReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SabaccinoCrossReplayResponse]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SabaccinoCrossReplayRequest,

) -> Problem | SabaccinoCrossReplayResponse | None:
    """ Play a whole game record through the rules: the final state and score, or the first
    move refused (its index, code, rule and source) and the state before it; whether the
    record's signature holds, and with `sign` the record signed.

    Args:
        body (SabaccinoCrossReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SabaccinoCrossReplayResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
