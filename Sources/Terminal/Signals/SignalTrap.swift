import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The last signal caught by ``SignalTrap``'s handler (0 for none).
///
/// A POSIX signal handler cannot carry context, so this one lock-free atomic is the only process-wide state of
/// the module; it is written only by the handler and read with ``SignalTrap/takeCaughtSignal()``.
private let caughtSignal = Atomic<Int32>(0)

/// Catches SIGINT, SIGTERM and SIGHUP while the line editor reads, so Ctrl-C can discard the current line and
/// a termination request can save the history before the process exits.
///
/// The handler is installed without `SA_RESTART`, so a blocking read returns `EINTR` and the editor hands
/// control back. ``restore()`` puts the previous handlers back.
public final class SignalTrap {
    /// The signals caught.
    public static let caughtSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private var previous: [(signal: Int32, action: sigaction)] = []

    /// Installs the handler for ``caughtSignals``, and unblocks them and the signals libedit handles (a parent
    /// may have started us with them blocked, and then Ctrl-C, SIGTERM and window resizes would never arrive).
    public init() {
        _ = caughtSignal.load(ordering: .relaxed)  // initialise the global before any handler can run
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in Self.caughtSignals + [SIGWINCH, SIGCONT, SIGTSTP, SIGQUIT] { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        let handler: @convention(c) (Int32) -> Void = { signal in
            caughtSignal.store(signal, ordering: .relaxed)
        }
        for signal in Self.caughtSignals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
            #else
            action.__sigaction_u.__sa_handler = handler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 {
                previous.append((signal, old))
            }
        }
    }

    /// Returns the signal caught since the last call, if any, and forgets it.
    public static func takeCaughtSignal() -> Int32? {
        let signal = caughtSignal.exchange(0, ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Puts back the handlers that were installed before. Safe to call more than once.
    public func restore() {
        for (signal, action) in previous {
            var action = action
            sigaction(signal, &action, nil)
        }
        previous.removeAll()
    }

    deinit {
        restore()
    }
}
