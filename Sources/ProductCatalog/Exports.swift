// The JSON parser (and its value and error types) lives in TextSafety so that every target reports JSON syntax
// errors the same way; the catalog loader uses it throughout.
@_exported import TextSafety
