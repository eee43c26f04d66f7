import sys

from companion.app import main

sys.exit(main())
