"""Spanish or English, per message.

Dealers mix languages ("el de UTG hace call", "seat 4 paga"), and the poker loan words (call, raise, fold,
check, all-in, flop) say nothing about the language, so they are not counted. What decides is the grammar:
articles, prepositions, pronouns, common verbs. Ties go to Spanish when the text has Spanish-only letters or
marks (ñ, ¿, ¡, accents), else to the caller's default.
"""

from __future__ import annotations

from parser.normalize import Token, tokenize

_SPANISH = frozenset(
    "el la los las un una unos unas de del al y o que con sin por para en es se le lo su sus mi me yo tu "
    "hay pero como cuando luego despues antes ahora nada dice dijo sube subo paga pago apuesta apuesto "
    "iguala igualo pasa paso tira tiro ficha fichas ciega ciegas ciegue asiento jugador siguiente otro "
    "va voy ve veo resto bote pote pozo mano mesa cuanto cuantos cual donde esta tiene pone puesto "
    "callado hablar sobre encima mas menos todo toda entonces tambien fuera turno subida minima opciones "
    "puede retira retiro boton grande pequena chica mil cien doscientos quinientos uno sola solo ya "
    "tambien cuando mientras quien gracias hola favor perdon otra otro son era fue nuestras buenos buenas "
    "dias tardes noches".split()
)
_ENGLISH = frozenset(
    "the an and or of to with without for in on at is are was he she his her him it its they them "
    "their i my you your then after before now nothing says said raises bets calls checks folds puts "
    "pushes chip chips blind blinds seat player next another what how much many which where has have "
    "out turn can could should does did minimum options amount total saying silently into from "
    "button big small thousand hundred when while who also only just again one single s thanks thank "
    "hello hi please sorry another our we us good morning evening afternoon night silent ruling".split()
)
_SPANISH_MARKS = set("ñ¿¡áéíóú")
FUNCTION_WORDS = _SPANISH | _ENGLISH


def detect(text: str, default: str = "es", tokens: list[Token] | None = None) -> str:
    """ "es" or "en" for one message."""
    words = [t.norm for t in (tokens if tokens is not None else tokenize(text)) if t.kind == "word"]
    spanish = sum(w in _SPANISH for w in words)
    english = sum(w in _ENGLISH for w in words)
    if spanish != english:
        return "es" if spanish > english else "en"
    if any(ch in _SPANISH_MARKS for ch in text.lower()):
        return "es"
    return default
