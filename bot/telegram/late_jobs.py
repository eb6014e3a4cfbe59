"""Jobs that must run however late their time comes.

APScheduler drops a job whose run time passed more than a second before it could start (its default
``misfire_grace_time``): a slow start-up or a loaded host is enough. A paging round schedules the next one
when it runs, so one dropped round would stop floor calls from being paged again for good; the first pruning
of old texts would wait a whole period.
"""

from __future__ import annotations

from typing import Any

RUN_HOWEVER_LATE: dict[str, Any] = {"misfire_grace_time": None}  # job_kwargs for JobQueue.run_once
