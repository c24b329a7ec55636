/** English texts of the body panel: a damaged part chosen on a drawing of the vehicle. */
export const bodyPanelEn = {};
