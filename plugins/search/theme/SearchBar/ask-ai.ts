/** Whether Ask AI is on in the open modal (./Modal.tsx), for the keyboard shortcuts (./DocSearch.tsx). */
export interface AskAiState {
  readonly active: boolean;
  readonly toggle: (active: boolean) => void;
}

/** No modal, or Ask AI off. */
export const ASK_AI_OFF: AskAiState = {active: false, toggle: () => undefined};
