// Benchmarks are added by each issue.
print("no benchmarks yet")
