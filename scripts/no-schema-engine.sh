#!/bin/sh
echo "Quire does not use Prisma's native schema engine: run 'npm run db:diff' to write a migration." >&2
exit 1
