// Replaced by the dialogue work (issue 4).
enum AssistantNamespace {}
