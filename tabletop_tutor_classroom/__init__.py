"""Class play: one table, a seat on every student's device.

``python -m tabletop_tutor_classroom`` runs :mod:`.server` (Starlette on uvicorn). The
server holds each room's game (:mod:`.room`), sends each seat only its own view, its
legal moves and the log lines it may see, and keeps every room, seat and move in SQLite
(:mod:`.storage`) or a school's PostgreSQL (:mod:`.postgres`), so a restart loses nothing. Students open the class page (``/``),
type the room code and their name; the teacher opens rooms from the secret link.
"""
