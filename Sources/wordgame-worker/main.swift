// The worker process an app's untrusted dictionaries are loaded in (see
// DictionaryIsolation): a crash of libhunspell on a crafted file ends this
// process, not the app. Install it beside the app's executable.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WordScramble

DictionaryIsolation.serveIfRequested()
let message =
  "wordgame-worker: started by the WordScramble library to load a dictionary; not for people\n"
_ = message.withCString { write(2, $0, strlen($0)) }
exit(2)
