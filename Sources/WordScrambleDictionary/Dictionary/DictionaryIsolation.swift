#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// ``GameLanguage`` loads a dictionary from outside the system folders in a
/// worker process, a program that calls ``serveIfRequested()`` first thing.
///
/// ```swift
/// // main.swift of an app (or of the package's own `wordgame-worker`)
/// DictionaryIsolation.serveIfRequested()
/// ```
public enum DictionaryIsolation {
  /// The first argument a worker is started with.
  public static let subcommand = DictionaryWorker.subcommand

  /// When this process was started as a worker (its first argument is
  /// ``subcommand``), loads the dictionary, answers the game's words until
  /// its input ends and exits; otherwise returns at once.
  public static func serveIfRequested() {
    DictionaryWorker.servesAsWorker.store(true, ordering: .relaxed)
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.first == subcommand else { return }
    exit(DictionaryWorker.runChild(Array(arguments.dropFirst())))
  }
}
