// simrepl — entry point. Argument parsing lives in CLI/; the REPL loop in CLI/ReplSession.swift.
Simrepl.main()
