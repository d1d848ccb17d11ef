# Quick start: `make run` plays, `make test` runs the tests. Each first installs
# the system packages it needs when they are missing (scripts/install-deps).
PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: deps build run test fuzz lint bench install uninstall clean

deps:
	@scripts/install-deps

# The shipped binary links the Swift runtime and Foundation statically: it runs
# without the toolchain's libraries, and `check` needs ~10 MB less memory (only
# the code it runs is loaded, not whole shared libraries).
build: deps
	$(SWIFT) build -c release --static-swift-stdlib --product wordgame

run: build
	@.build/release/wordgame play $(ARGS)

# The shape limits, the unit and end-to-end tests, then 60 seconds of fuzzing (scripts/fuzz).
# The tests also read SCOWL's word lists (Debian package scowl) to check the puzzles are fair.
test:
	scripts/install-deps scowl
	scripts/check-shape
	$(SWIFT) test
	scripts/fuzz 60

fuzz: deps
	scripts/fuzz $(or $(SECONDS),600)

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift examples
	scripts/check-shape

bench: build
	scripts/bench

# Installs the binary with its resource bundle beside it in $(PREFIX)/share/wordgame.
install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/wordgame
	install -m 755 .build/release/wordgame $(DESTDIR)$(PREFIX)/bin/wordgame
	rm -rf $(DESTDIR)$(PREFIX)/share/wordgame/WordScramble_WordScramble.resources
	cp -R .build/release/WordScramble_WordScramble.resources $(DESTDIR)$(PREFIX)/share/wordgame/

uninstall:
	rm -rf $(DESTDIR)$(PREFIX)/bin/wordgame $(DESTDIR)$(PREFIX)/share/wordgame

clean:
	rm -rf .build
