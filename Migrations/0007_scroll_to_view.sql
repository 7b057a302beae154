-- Scrolling to a view by id records an action and, when no view has the id, a diagnostic.
UPDATE schema_doc SET meaning = 'onPreferenceChange, onChange, onAppear, onDisappear, task, overlayPreferenceValue, backgroundPreferenceValue, onGeometryChange or scrollTo.'
WHERE object = 'pass_actions' AND column_name = 'action';
UPDATE schema_doc SET meaning = 'multiple-updates-per-frame, geometry-cycle, invalid-frame-dimension, invalid-subview-placement, invalid-render-effect, overflow, unstable, cycle, pass-limit, main-queue-unavailable or scroll-target-missing.'
WHERE object = 'run_diagnostics' AND column_name = 'code';
