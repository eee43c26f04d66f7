"""Alembic's entry for the event schema: it runs on the connection the store hands over, inside its transaction.

``companion.tournament.store.migrate`` puts that connection in the configuration, so a
migration and the backup made before it happen under one lock.
"""

from alembic import context

from companion.tournament.store.schema import VERSION_TABLE, metadata

context.configure(
    connection=context.config.attributes["connection"],
    target_metadata=metadata,
    version_table=VERSION_TABLE,
    transactional_ddl=True,
)
with context.begin_transaction():
    context.run_migrations()
