/**
 * English texts of the readings taken on a job card (workshop spec section 3: odometer in and out,
 * fuel, tyre pressure; section 5: "Odometer out above odometer in"). A module of their own: the
 * English catalogue and rules.ts need the texts, not the schemas beside them.
 */
export const JOB_CARD_READINGS_MESSAGES = {
  odometerInvalid: 'Odometer reading should be a whole number of kilometres, up to 9,999,999',
  odometerOutNotAbove: 'Odometer out reading should be above the odometer in reading',
  fuelLevelInvalid: 'Fuel level should be a whole percentage from 0 to 100',
  tyrePressureInvalid: 'Tyre pressure should be from 10 to 150 psi',
} as const;
