// ``TextSanitizer`` lives in TextSafety (the JSON writers need it too); everything that renders for a terminal
// uses it, and so does the executable.
@_exported import TextSafety
