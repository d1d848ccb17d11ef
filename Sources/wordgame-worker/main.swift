// The worker process an app's untrusted dictionaries are loaded in (see
// DictionaryIsolation): a crash of libhunspell on a crafted file ends this
// process, not the app. Install it beside the app's executable.
import WordScramble

DictionaryIsolation.serveIfRequested()
print("wordgame-worker: started by the WordScramble library to load a dictionary; not for people")
