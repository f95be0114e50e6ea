#!/usr/bin/env python3
"""Durability under kill -9 and concurrent quits (issue 13).

Part 1 (feedback): RUNS times, start `clothesline chat --json` with a policy that asks to confirm every line, feed it
"line / yes" pairs, and kill -9 it at a random moment. Every "yes" turn read back from the chat must have its
feedback record in the file (the chat writes and fsyncs the record before it prints the reply), and no complete
line in the file may be torn.

Part 2 (history): ROUNDS times, start 2-4 interactive chats on real pseudo-terminals sharing one history file,
type unique lines in each, then send `:quit` to all of them at the same moment (in every other round one more
chat is killed with SIGKILL at that moment, and its own lines are excused). Every line typed in a chat that quit
must be in the history file afterwards.

Usage: scripts/durability-stress.py [--binary .build/release/clothesline] [--runs 200] [--rounds 20] [--seed 1]
Prints the figures and exits 1 if anything was lost.
"""
import argparse, json, os, pty, random, select, signal, subprocess, sys, tempfile, threading, time

def feedback_part(binary, runs, rng, workdir):
    policy = os.path.join(workdir, "confirm-everything.json")
    with open(policy, "w") as f:
        json.dump({"name": "confirm-everything", "act": 0.9999, "confirm": 0.0001}, f)
    feedback = os.path.join(workdir, "feedback.jsonl")
    acknowledged = 0
    for run in range(runs):
        proc = subprocess.Popen([binary, "chat", "--json", "--policy", policy, "--feedback", feedback],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                env=dict(os.environ, XDG_STATE_HOME=workdir))
        def feed():
            try:
                for i in range(100000):
                    proc.stdin.write(f"do you have something nice {run} {i}\nyes\n".encode())
                    proc.stdin.flush()
            except (BrokenPipeError, OSError, ValueError):
                pass
        threading.Thread(target=feed, daemon=True).start()
        deadline = time.time() + rng.uniform(0.3, 1.2)
        pending_confirm = False
        buffer = b""
        fd = proc.stdout.fileno()
        while time.time() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.01)
            if not ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            buffer += chunk
            *lines, buffer = buffer.split(b"\n")
            for line in lines:
                turn = json.loads(line)
                if turn.get("utterance") == "yes" and pending_confirm:
                    acknowledged += 1
                pending_confirm = turn.get("band") == "confirm"
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
    records, torn = 0, 0
    with open(feedback, "rb") as f:
        lines = f.read().split(b"\n")
    for line in lines:
        if not line:
            continue
        try:
            json.loads(line)
            records += 1
        except ValueError:
            torn += 1
    lost = max(0, acknowledged - records)
    print(f"feedback: {runs} kill -9s, {acknowledged} records acknowledged, {records} in the file, "
          f"{lost} lost, {torn} torn lines (a torn line is a record killed mid-write, never acknowledged)")
    return lost

class Session:
    """One interactive chat on a pseudo-terminal; a thread drains its output."""
    def __init__(self, binary, env):
        self.pid, self.master = pty.fork()
        if self.pid == 0:
            os.execve(binary, [binary], env)
        self.output = b""
        self.lock = threading.Lock()
        threading.Thread(target=self.drain, daemon=True).start()

    def drain(self):
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            with self.lock:
                self.output += chunk

    def wait_for(self, text, count, timeout=30):
        end = time.time() + timeout
        while time.time() < end:
            with self.lock:
                if self.output.count(text) >= count:
                    return True
            time.sleep(0.02)
        return False

    def type(self, line):
        os.write(self.master, line.encode() + b"\r")

    def wait(self, timeout=30):
        end = time.time() + timeout
        while time.time() < end:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                return status
            time.sleep(0.02)
        os.kill(self.pid, signal.SIGKILL)
        return os.waitpid(self.pid, 0)[1]

def history_lines(path):
    """Entries of a libedit history file (vis-encoded: `\\040` for a space and so on)."""
    if not os.path.exists(path):
        return set()
    entries = set()
    with open(path, "rb") as f:
        for raw in f.read().split(b"\n")[1:]:
            if raw:
                entries.add(raw.decode("unicode_escape") if b"\\" in raw else raw.decode())
    return entries

def history_part(binary, rounds, rng, workdir):
    state = os.path.join(workdir, "state")
    path = os.path.join(state, "clothesline", "history")
    env = dict(os.environ, XDG_STATE_HOME=state, TERM="xterm", NO_COLOR="1")
    expected, lost_total, typed_total = set(), 0, 0
    for round_number in range(rounds):
        count = rng.randint(2, 4)
        victim = round_number % 2 == 1
        sessions = [Session(binary, env) for _ in range(count + (1 if victim else 0))]
        for s in sessions:
            if not s.wait_for(b"you> ", 1):
                print("a chat did not start", file=sys.stderr)
                return 1
        for n, s in enumerate(sessions):
            for i in range(rng.randint(2, 6)):
                line = f"r{round_number}s{n}l{i} black jeans"
                s.type(line)
                s.wait_for(b"you> ", i + 2)
                if not (victim and n == len(sessions) - 1):
                    expected.add(line)
                    typed_total += 1
        barrier = threading.Barrier(len(sessions))
        def quit_or_kill(n, s):
            barrier.wait()
            if victim and n == len(sessions) - 1:
                os.kill(s.pid, signal.SIGKILL)
            else:
                s.type(":quit")
        threads = [threading.Thread(target=quit_or_kill, args=(n, s)) for n, s in enumerate(sessions)]
        for t in threads: t.start()
        for t in threads: t.join()
        for s in sessions:
            s.wait()
            os.close(s.master)
        found = history_lines(path)
        missing = [line for line in expected if line not in found]
        lost_total = len(missing)
    print(f"history: {rounds} rounds of 2-4 chats quitting together ({rounds // 2} with one more chat killed -9), "
          f"{typed_total} lines typed, {lost_total} lost")
    return lost_total

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/release/clothesline")
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="clothesline-stress-") as workdir:
        lost = feedback_part(binary, args.runs, rng, workdir) if args.runs else 0
        lost += history_part(binary, args.rounds, rng, workdir) if args.rounds else 0
    sys.exit(1 if lost else 0)

if __name__ == "__main__":
    main()
